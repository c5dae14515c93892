import { useCallback, useEffect, useRef, useState } from 'react';
import { type CheckoutPlan, searchCheckoutPlans } from '../../../shared/contracts/customers';
import { PLAN_SEARCH_DEBOUNCE_MS } from '../../../shared/domain/customer';
import { useCall } from '../../api/call';
import { notifyError } from '../../api/notify';
import { latestOnly, searchLatest } from './checkout-plan-search';

/** The plans of the search: newest search only (CUS-CHK-02), debounced 800 ms after the last key. */
export function usePlanSearch(open: boolean) {
  const call = useCall();
  const guard = useRef(latestOnly());
  const [text, setText] = useState('');
  const [plans, setPlans] = useState<CheckoutPlan[]>([]);
  const [searching, setSearching] = useState(false);

  const run = useCallback(
    (q: string) => {
      setSearching(true);
      void searchLatest(
        guard.current,
        (signal) => call(searchCheckoutPlans, { query: q ? { q } : {}, signal }),
        (answer) => {
          setPlans(answer.data);
          setSearching(false);
        },
        (error) => {
          setSearching(false);
          notifyError(error);
        },
      );
    },
    [call],
  );

  // The first answer at once when the dialog opens; then each change of the text, debounced.
  const first = useRef(true);
  useEffect(() => {
    if (!open) return;
    if (first.current) {
      first.current = false;
      run('');
      return;
    }
    const timer = setTimeout(() => run(text.trim()), PLAN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [open, text, run]);
  useEffect(() => {
    const current = guard.current;
    return () => current.cancel();
  }, []);

  return { plans, searching, search: setText };
}
