import { describe, expect, it } from 'vitest';
import { type Box, CLEARANCE, clearTop, type Stack } from './notice-placement';

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
// A notification at 1280 px: 384 wide, 24 from the right edge, one line tall.
const notification: Stack = { left: 872, right: 1256, height: 64 };

describe('clearTop (CONST-11)', () => {
  it('keeps the spec offset when nothing is in the way', () => {
    expect(clearTop(88, notification, [], 900)).toBe(88);
    // The header's Log out sits above the offset; a title on the left is not in the column.
    expect(clearTop(88, notification, [box(1155, 16, 101, 32), box(264, 126, 300, 32)], 900)).toBe(88);
  });

  it("moves below the page header's actions at the top right", () => {
    const actions = box(1060, 126, 196, 32);
    expect(clearTop(88, notification, [actions], 900)).toBe(126 + 32 + CLEARANCE);
  });

  it("moves below a dialog's close button, then below whatever that lands it on", () => {
    const close = box(861, 117, 22, 22);
    const footer = box(700, 190, 200, 32);
    expect(clearTop(88, notification, [close], 900)).toBe(139 + CLEARANCE);
    expect(clearTop(88, notification, [close, footer], 900)).toBe(222 + CLEARANCE);
  });

  it('stays on screen, and never above the offset', () => {
    expect(clearTop(88, notification, [box(900, 100, 100, 800)], 900)).toBe(900 - 64 - CLEARANCE);
    expect(clearTop(88, { ...notification, height: 880 }, [box(900, 100, 100, 20)], 900)).toBe(88);
  });
});
