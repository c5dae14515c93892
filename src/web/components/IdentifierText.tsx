import { type CSSProperties, Fragment } from 'react';
import { Link } from 'react-router';
import { identifierPieces } from './list-table';

// Whole, on as many lines as it needs: the breaks between pieces first, anywhere inside one if needed.
const WHOLE: CSSProperties = { whiteSpace: 'normal', overflowWrap: 'anywhere' };

/**
 * An identifier cell (a code, an ISBN, a PID, an email; IDENTIFIER_KINDS): never cut with an
 * ellipsis; longer than its column, it wraps (identifierPieces). A link when `to` is given.
 */
export function IdentifierText({ text, to, state }: { text: string; to?: string; state?: unknown }) {
  const pieces = identifierPieces(text).map((piece, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
  return to ? (
    <Link to={to} state={state} style={WHOLE}>
      {pieces}
    </Link>
  ) : (
    <span style={WHOLE}>{pieces}</span>
  );
}
