import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { UNSAVED_CHANGES_TEXT } from '../../shared/domain/ui-texts';
import { holdUnsavedChanges, unsavedChangesDiscarded } from './unsaved-changes';

/**
 * SHELL-UX-01: while `dirty`, leaving the page (in-app or browser) asks for confirmation; the session's
 * Timeout dialog asks too (./unsaved-changes.ts).
 */
export function useLeavePageGuard(dirty: boolean): void {
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const release = holdUnsavedChanges();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsavedChangesDiscarded()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      release();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  // One dialog per blocked navigation: a re-render while it is open (a new blocker object, the same
  // state) must not close it and open another, or a click on the closing one would be lost.
  const current = useRef(blocker);
  current.current = blocker;
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    const dialog = modal.confirm({
      title: 'Unsaved changes',
      content: UNSAVED_CHANGES_TEXT,
      okText: 'Leave',
      cancelText: 'Stay',
      onOk: () => current.current.proceed?.(),
      onCancel: () => current.current.reset?.(),
    });
    return () => dialog.destroy();
  }, [blocked, modal]);
}
