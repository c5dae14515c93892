import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLeavePageGuard } from './useLeavePageGuard';

/**
 * A form page's unsaved changes (an add page, a detail's edit mode): the leave guard (SHELL-UX-01)
 * while there are any. `leave(then)` drops them and runs `then` once the guard has seen the clean
 * state (so a save or a cancel leaves without the guard asking); `leaveTo(path)` goes to a page so.
 */
export function useUnsavedChanges() {
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const [next, setNext] = useState<{ run: () => void } | null>(null);
  useLeavePageGuard(dirty);

  useEffect(() => {
    if (next && !dirty) next.run();
  }, [next, dirty]);

  const leave = (then: () => void) => {
    setDirty(false);
    setNext({ run: then });
  };
  return {
    dirty,
    setDirty,
    /** The form reports a change by the user. */
    markEdited: () => setDirty(true),
    leave,
    leaveTo: (path: string) => leave(() => navigate(path)),
  };
}
