import { useState } from 'react';
import { lazyDialog } from '../../lib/lazy-dialog';
import { useRealityCheck } from './use-reality-check';

// Loaded when first opened (lib/lazy-dialog.tsx); the main screen preloads them once idle.
export const RealityCheckDialog = lazyDialog(() =>
  import('./RealityCheckDialog').then((m) => m.RealityCheckDialog),
);
export const CoolOffFlow = lazyDialog(() => import('./CoolOffFlow').then((m) => m.CoolOffFlow));

/**
 * The reality check on the main screen: every 15, 30 or 60 minutes of play (as the player set it;
 * 60 by default), how long this session has lasted and its net result. "Take a break" answers it
 * and opens the cool-off chooser.
 */
export function RealityCheck() {
  const check = useRealityCheck();
  const [choosingBreak, setChoosingBreak] = useState(false);
  const session = check.session;
  return (
    <>
      {session && (
        <RealityCheckDialog
          open={check.open}
          playedMs={Date.now() - Date.parse(session.startedAt)}
          rounds={session.rounds}
          net={session.net}
          pending={check.pending}
          onKeepPlaying={() => check.acknowledge()}
          // The chooser opens once the check has closed: one dialog at a time.
          onTakeBreak={() => check.acknowledge(() => setChoosingBreak(true))}
        />
      )}
      <CoolOffFlow open={choosingBreak} onOpenChange={setChoosingBreak} />
    </>
  );
}
