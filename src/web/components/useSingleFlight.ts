import { useCallback, useRef, useState } from 'react';
import { notifyError } from '../api/notify';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * A button's `loading` while its action runs: shown only once the action has taken this long, so an
 * action that settles at once (a save stopped by the form's rules) does not flash a spinner. (The icon
 * comes and goes without antd's motion, whose leave could stay behind in the button: App's BUTTON_CONFIG.)
 */
export const loadingWhile = (running: boolean) => (running ? { delay: 150 } : false);

/**
 * One write per intent: `run(action, key)` starts the action unless one is still running, in which case
 * the call is ignored. The check is a ref, set in the same click: React state (and TanStack's
 * `isPending`, published on a later task) lands after a double-click's second click has already run.
 * `pending` is the key of the running action (the button that shows loading), or null.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [pending, setPending] = useState<string | null>(null);

  const run = useCallback((action: () => unknown, key = 'action'): void => {
    if (running.current) return;
    running.current = true;
    let result: unknown;
    try {
      result = action();
    } catch (error) {
      running.current = false;
      notifyError(error);
      return;
    }
    // A synchronous action (opening a dialog) is done at once: no loading flash.
    if (!isThenable(result)) {
      running.current = false;
      return;
    }
    setPending(key);
    Promise.resolve(result)
      .catch(notifyError) // actions show their own refusals; this catches what they did not expect
      .finally(() => {
        running.current = false;
        setPending(null);
      });
  }, []);

  return { pending, run };
}
