/** A box on the screen, in CSS pixels from the viewport's top-left corner. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** What a stack of notices needs to be placed: its columns and its height. */
export interface Stack {
  left: number;
  right: number;
  height: number;
}

/** Space kept between a notice and a control it stays clear of. */
export const CLEARANCE = 8;

const overlaps = (box: Box, stack: Stack, top: number) =>
  box.left < stack.right + CLEARANCE &&
  box.right > stack.left - CLEARANCE &&
  box.top < top + stack.height + CLEARANCE &&
  box.bottom > top - CLEARANCE;

/**
 * Where a stack of notices starts (CONST-11): at `preferred` (88 px, the spec's offset) unless the stack
 * would cover one of `keepClear` (the page's primary actions, an open dialog's close button and
 * buttons); then just below the lowest control in its way, as often as needed. It never starts above
 * `preferred`, and goes no lower than keeps it on screen (`viewportHeight`).
 */
export function clearTop(preferred: number, stack: Stack, keepClear: readonly Box[], viewportHeight: number): number {
  let top = preferred;
  // Each round moves below at least one more box, so as many rounds as boxes suffice.
  for (let round = 0; round <= keepClear.length; round += 1) {
    const inTheWay = keepClear.filter((box) => overlaps(box, stack, top));
    if (inTheWay.length === 0) break;
    top = Math.max(top, ...inTheWay.map((box) => box.bottom + CLEARANCE));
  }
  const lowest = viewportHeight - stack.height - CLEARANCE;
  return Math.max(preferred, Math.min(top, lowest));
}
