import { useCallback, useState } from 'react';

/**
 * A detail page's view and edit modes. Leaving edit mode reads nothing (issue 21: the record was read
 * twice): a save invalidates its area, whose active reads (the page's record among them) are read again
 * before the editor leaves; a cancel changed nothing.
 */
export function useEditMode() {
  const [editing, setEditing] = useState(false);
  const startEdit = useCallback(() => setEditing(true), []);
  const endEdit = useCallback(() => setEditing(false), []);
  return { editing, startEdit, endEdit };
}
