import { useEffect, useRef } from 'react';
import { serverErrorText } from '../../../lib/api';
import { toast } from '../../../stores/toast.store';

/**
 * Picks up the round left open at a table: when the table opens (or its game changes) it
 * reads the table once with `load` and hands the answer to `resume`, unless the table has closed
 * meanwhile. A failed read is said in a toast (the player can still start a new round).
 */
export function useResumeTable<T>(
  gameId: string,
  load: (gameId: string) => Promise<T>,
  resume: (table: T) => void,
): void {
  const latest = useRef({ load, resume });
  useEffect(() => {
    latest.current = { load, resume };
  });
  useEffect(() => {
    let live = true;
    latest.current
      .load(gameId)
      .then((table) => {
        if (live) latest.current.resume(table);
      })
      .catch((error: unknown) => {
        if (!live) return;
        toast({
          title: 'Your open round could not be loaded',
          description: serverErrorText(error) ?? 'Reload the page to try again.',
          variant: 'destructive',
        });
      });
    return () => {
      live = false;
    };
  }, [gameId]);
}
