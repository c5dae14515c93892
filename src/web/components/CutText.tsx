import { Tooltip } from 'antd';
import { type CSSProperties, type Ref, useRef, useState } from 'react';
import { Link } from 'react-router';

// An inline block as wide as its text, at most the cell: a link is only as wide as what shows of it.
// 'clip', not 'hidden': focusing a cut link (Tab) must not scroll its text sideways.
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

/** A text cell: one line, cut with an ellipsis; the whole text in a tooltip, only when it is cut. */
export function CutText({ text, to, state }: { text: string; to?: string; state?: unknown }) {
  const ref = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <Tooltip
      title={text}
      open={open}
      onOpenChange={(next) => setOpen(next && !!ref.current && ref.current.scrollWidth > ref.current.clientWidth)}
      trigger={['hover', 'focus']}
      styles={TOOLTIP_STYLES}
    >
      {to ? (
        <Link ref={ref as Ref<HTMLAnchorElement>} to={to} state={state} style={CUT}>
          {text}
        </Link>
      ) : (
        <span ref={ref} style={CUT}>
          {text}
        </span>
      )}
    </Tooltip>
  );
}
