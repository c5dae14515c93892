import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Loading } from './Loading';

/**
 * Parts of a page whose code loads when they are first shown, not with the page (a date picker or a
 * table in a dialog or a second tab would otherwise weigh on every load of the page).
 */

/**
 * A dialog loaded on first open. Once opened it stays mounted, so it closes with its animation and
 * `afterClose` runs as it would without the split.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Remembered during render (React's pattern for state that follows props): no extra paint.
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

/** A panel (a tab not shown first) loaded when rendered, with a spinner in its place meanwhile. */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>, label: string): ComponentType<P> {
  const Panel = lazy(async () => ({ default: await load() }));
  return function LazyPanel(props: P) {
    return (
      <Suspense fallback={<Loading label={label} minHeight={160} />}>
        <Panel {...props} />
      </Suspense>
    );
  };
}
