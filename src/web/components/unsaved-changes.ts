/**
 * Which pages hold unsaved changes right now (each leave-page guard that is dirty), for what ends the
 * page from outside the router: the session's Timeout dialog warns with the guard's wording, and once
 * the user chose to leave, the guards' browser prompt stands down so it does not ask a second time.
 */
const dirty = new Set<symbol>();
let discarded = false;

/** Registers a dirty guard; the returned function unregisters it. */
export function holdUnsavedChanges(): () => void {
  const id = Symbol('unsaved changes');
  dirty.add(id);
  discarded = false;
  return () => {
    dirty.delete(id);
  };
}

export function hasUnsavedChanges(): boolean {
  return dirty.size > 0;
}

/** The user agreed to lose the changes (e.g. leave for sign-in after a timeout). */
export function discardUnsavedChanges(): void {
  discarded = true;
}

export function unsavedChangesDiscarded(): boolean {
  return discarded;
}
