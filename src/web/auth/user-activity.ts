/**
 * What counts as the user being at work: typing, clicking or touching, scrolling with the wheel, and
 * coming back to the tab. Pointer moves do not count: the browser sends them when the page changes
 * under a resting pointer, which would keep an unattended session alive. Events a script dispatches
 * (not trusted) do not count either.
 */
const INPUT_EVENTS = ['keydown', 'input', 'pointerdown', 'wheel', 'touchstart'] as const;

/** Calls `onActivity` on each such event (capture phase: a component that stops an event still counts); returns the stop function. */
export function watchUserActivity(onActivity: () => void): () => void {
  const onInput = (event: Event) => {
    if (event.isTrusted) onActivity();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') onActivity();
  };
  const options = { capture: true, passive: true } as const;
  for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, options);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, options);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
