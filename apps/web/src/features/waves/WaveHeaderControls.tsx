import { useCurrentWave } from '../../lib/use-current-wave';
import { useNow } from '../../lib/use-now';
import { NewWaveButton } from './NewWaveButton';
import { WaveBadge } from './WaveBadge';

/** The header's wave badge with its countdown, and New Wave. */
export function WaveHeaderControls() {
  const now = useNow();
  const { data: wave } = useCurrentWave();
  return (
    <div className="flex items-center gap-2">
      <WaveBadge number={wave?.number ?? null} endTime={wave?.endTime ?? null} now={now} />
      <NewWaveButton />
    </div>
  );
}
