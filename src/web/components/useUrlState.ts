import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { canonicalUrlState, readUrlState, type UrlSchema, type UrlStateOf, writeUrlState } from './url-state';

export type SetUrlState<S extends UrlSchema> = (
  patch: Partial<UrlStateOf<S>> | ((state: UrlStateOf<S>) => Partial<UrlStateOf<S>>),
  options?: { replace?: boolean },
) => void;

/**
 * List-screen state kept in the URL query (defaults are not written). Pass a module-level schema.
 * Invalid values are dropped or corrected on read, and the URL is rewritten to match in place (no new
 * history entry), so the address always says what the screen shows.
 */
export function useUrlState<S extends UrlSchema>(schema: S): [UrlStateOf<S>, SetUrlState<S>] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const state = useMemo(() => readUrlState(schema, new URLSearchParams(text)), [schema, text]);

  useEffect(() => {
    const canonical = canonicalUrlState(schema, new URLSearchParams(text));
    if (canonical.toString() !== text) setParams(canonical, { replace: true });
  }, [schema, text, setParams]);

  const setState = useCallback<SetUrlState<S>>(
    (patch, options) => {
      setParams(
        (current) => {
          const resolved = typeof patch === 'function' ? patch(readUrlState(schema, current)) : patch;
          return writeUrlState(schema, resolved, current);
        },
        // A change the user asks for (a pager click) is drawn at once, not in a transition: a second
        // click right after it (Next, Next) builds on the page it asked for, not on the one drawn before.
        // Corrections made in effects replace the entry and are left to the transition.
        { replace: options?.replace, flushSync: !options?.replace },
      );
    },
    [schema, setParams],
  );
  return [state, setState];
}
