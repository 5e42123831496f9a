import { useNow } from '../../lib/use-now';
import { useWaveFigures } from './use-wave-figures';
import { WaveStatus } from './WaveStatus';

/** The wave panel above the game tiles, with the wave's live figures. */
export function WaveStatusPanel() {
  const now = useNow();
  const figures = useWaveFigures();
  return <WaveStatus {...figures} now={now} />;
}
