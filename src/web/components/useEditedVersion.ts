import { useEffect, useState } from 'react';
import { type ApiFamily, staleCurrent } from '../api/errors';

/**
 * The version a versioned edit builds on (sent as If-Match): the one read, or, after a save refused
 * because someone saved in between (409), theirs. The refusal's message names what they saved and the
 * form keeps the values typed, so Save again writes these over theirs (as the plan, product and base
 * price edits do).
 */
export function useEditedVersion(read: number, family: ApiFamily) {
  const [version, setVersion] = useState(read);
  useEffect(() => setVersion(read), [read]);
  /** For a failed save: takes a stale refusal's current version, then fails as before. */
  const keepStale = (error: unknown): never => {
    const current = staleCurrent(error, family) as { rowVersion?: unknown } | undefined;
    if (typeof current?.rowVersion === 'number') setVersion(current.rowVersion);
    throw error;
  };
  return { version, keepStale };
}
