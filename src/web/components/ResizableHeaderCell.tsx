import { type KeyboardEvent, type PointerEvent, type ThHTMLAttributes, useRef } from 'react';

/**
 * A list table's header cell whose right edge drags the column wider or narrower (DISC-04: resizable
 * columns), for `ListTable`'s `resizable`. The edge is a focusable separator too: Left and Right
 * arrows change the width by 16 px. Dragging or clicking the edge never sorts the column.
 */

export const MIN_COLUMN_WIDTH = 80;
export const MAX_COLUMN_WIDTH = 1200;
const KEY_STEP = 16;

export interface ResizeProps {
  /** The column's title, naming the edge ('Resize Status'). */
  resizeLabel?: string;
  /** The width now, when the column has one (a text column sharing the rest has none until dragged). */
  resizeWidth?: number;
  onResize?: (width: number) => void;
}

const clamp = (width: number) => Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));

export function ResizableHeaderCell({
  resizeLabel,
  resizeWidth,
  onResize,
  children,
  ...cell
}: ThHTMLAttributes<HTMLTableCellElement> & ResizeProps) {
  const th = useRef<HTMLTableCellElement>(null);
  const drag = useRef<{ x: number; width: number } | null>(null);
  if (!onResize) {
    return (
      <th {...cell} ref={th}>
        {children}
      </th>
    );
  }
  const shownWidth = () => resizeWidth ?? th.current?.getBoundingClientRect().width ?? MIN_COLUMN_WIDTH;
  const start = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width: shownWidth() };
  };
  const move = (event: PointerEvent<HTMLSpanElement>) => {
    if (!drag.current) return;
    onResize(clamp(drag.current.width + event.clientX - drag.current.x));
  };
  const end = (event: PointerEvent<HTMLSpanElement>) => {
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };
  const key = (event: KeyboardEvent<HTMLSpanElement>) => {
    const step = event.key === 'ArrowRight' ? KEY_STEP : event.key === 'ArrowLeft' ? -KEY_STEP : 0;
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    onResize(clamp(shownWidth() + step));
  };
  return (
    <th {...cell} ref={th}>
      {children}
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable separator (a splitter) has no HTML element; <hr> cannot take the focus as one */}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label={`Resize ${resizeLabel ?? 'column'}`}
        aria-valuenow={Math.round(shownWidth())}
        aria-valuemin={MIN_COLUMN_WIDTH}
        aria-valuemax={MAX_COLUMN_WIDTH}
        tabIndex={0}
        data-resize-handle=""
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={key}
        style={{
          position: 'absolute',
          top: 0,
          // Inside the cell: a cut (ellipsis) header hides what overflows it.
          right: 0,
          bottom: 0,
          width: 8,
          cursor: 'col-resize',
          zIndex: 2,
          touchAction: 'none',
        }}
      />
    </th>
  );
}
