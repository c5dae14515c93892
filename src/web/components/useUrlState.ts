import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readUrlState, type UrlSchema, type UrlStateOf, writeUrlState } from './url-state';

export type SetUrlState<S extends UrlSchema> = (
  patch: Partial<UrlStateOf<S>> | ((state: UrlStateOf<S>) => Partial<UrlStateOf<S>>),
  options?: { replace?: boolean },
) => void;

/** List-screen state kept in the URL query (defaults are not written). Pass a module-level schema. */
export function useUrlState<S extends UrlSchema>(schema: S): [UrlStateOf<S>, SetUrlState<S>] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const state = useMemo(() => readUrlState(schema, new URLSearchParams(text)), [schema, text]);
  const setState = useCallback<SetUrlState<S>>(
    (patch, options) => {
      setParams(
        (current) => {
          const resolved = typeof patch === 'function' ? patch(readUrlState(schema, current)) : patch;
          return writeUrlState(schema, resolved, current);
        },
        { replace: options?.replace },
      );
    },
    [schema, setParams],
  );
  return [state, setState];
}
