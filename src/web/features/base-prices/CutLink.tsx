import { Tooltip } from 'antd';
import { type CSSProperties, useRef, useState } from 'react';
import { Link } from 'react-router';

// As the shared list table cuts its text cells: one line, an ellipsis, the whole text in a tooltip when cut.
const CUT: CSSProperties = {
  display: 'inline-block',
  maxWidth: '100%',
  minWidth: 0,
  verticalAlign: 'top',
  overflow: 'clip',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
const TOOLTIP_STYLES = { root: { maxWidth: 480 }, container: { overflowWrap: 'anywhere' as const } };

/**
 * A link cell of a table whose rows open nothing on click (an inline-edited list; a link carrying
 * navigation state): cut with an ellipsis, whole in a tooltip when cut.
 */
export function CutLink({ text, to, state }: { text: string; to: string; state?: unknown }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <Tooltip
      title={text}
      open={open}
      onOpenChange={(next) => setOpen(next && !!ref.current && ref.current.scrollWidth > ref.current.clientWidth)}
      trigger={['hover', 'focus']}
      styles={TOOLTIP_STYLES}
    >
      <Link ref={ref} to={to} state={state} style={CUT}>
        {text}
      </Link>
    </Tooltip>
  );
}
