import { type Box, clearTop, type Stack } from './notice-placement';

/** A table row being edited inline: it holds a text field (a selection's checkbox or radio is no edit). */
const EDITED_ROW = '.ant-table-row:has(input:not([type="checkbox"], [type="radio"]), textarea)';
/** A table row the user works in: edited inline, or holding the focus (a row action just used). */
const WORKING_ROWS = `${EDITED_ROW}, .ant-table-row:focus-within`;

/**
 * The controls notices stay clear of: the page header's actions (`PageTitle` marks them), the header's
 * buttons, the list rows the user works in (their Save, Cancel and fields, their actions) and the lists'
 * pagers, and an open dialog's close button and buttons.
 */
const PAGE_CONTROLS = `[data-primary-actions], .ant-layout-header button, ${WORKING_ROWS}, .ant-pagination`;
const DIALOG_CONTROLS = '.ant-modal-close, .ant-modal-footer, .ant-modal-confirm-btns';

/** antd's two notice stacks: the notifications at the top right, the messages at the top centre. */
const STACKS = [
  { list: '.ant-notification-topRight', notice: '.ant-notification-notice', property: '--portal-notification-top' },
  { list: '.ant-message-top', notice: '.ant-message-notice', property: '--portal-message-top' },
] as const;

const isShown = (box: DOMRect) => box.width > 0 && box.height > 0;

/** The boxes to keep clear: an open dialog's controls (the page behind its mask is out of reach), else the page's. */
function keepClearBoxes(): Box[] {
  const dialogs = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].filter((wrap) =>
    isShown(wrap.getBoundingClientRect()),
  );
  const controls =
    dialogs.length > 0
      ? dialogs.flatMap((wrap) => [...wrap.querySelectorAll<HTMLElement>(DIALOG_CONTROLS)])
      : [...document.querySelectorAll<HTMLElement>(PAGE_CONTROLS)];
  return controls.map((control) => control.getBoundingClientRect()).filter(isShown);
}

/**
 * A stack's column and height as it stands when settled: the height from the layout (the notices'
 * entrance animations move them with transforms, which offsets ignore), the column from the list
 * (notifications slide in sideways) or from the notices (messages are centred and slide in from above).
 */
function measure(list: HTMLElement, notices: HTMLElement[], sideways: boolean): Stack {
  const tops = notices.map((notice) => notice.offsetTop);
  const bottoms = notices.map((notice) => notice.offsetTop + notice.offsetHeight);
  const height = Math.max(...bottoms) - Math.min(...tops);
  if (sideways) {
    const edge = Number.parseFloat(getComputedStyle(list).getPropertyValue('--notification-margin-edge')) || 0;
    const box = list.getBoundingClientRect();
    return { left: box.left + edge, right: box.right - edge, height };
  }
  const boxes = notices.map((notice) => notice.getBoundingClientRect());
  return { left: Math.min(...boxes.map((b) => b.left)), right: Math.max(...boxes.map((b) => b.right)), height };
}

/**
 * CONST-11: notices start `preferred` px from the top (the spec's offset), moved down just enough not to
 * cover a primary action while one is in the way (a page's header buttons, the list row being edited or
 * acted on, a dialog's close button), and back up when it no longer is. Watches while notices are shown;
 * returns the stop function.
 */
export function keepNoticesClear(preferred: number): () => void {
  const root = document.documentElement;
  const placed = new Map<string, number>();
  const setTop = (property: string, top: number) => {
    if (placed.get(property) === top) return;
    placed.set(property, top);
    root.style.setProperty(property, `${top}px`);
  };

  /** Places every stack; answers whether any notice is shown. */
  const place = (): boolean => {
    let shown = false;
    let keepClear: Box[] | undefined;
    for (const stack of STACKS) {
      const list = document.querySelector<HTMLElement>(stack.list);
      const notices = list ? [...list.querySelectorAll<HTMLElement>(stack.notice)] : [];
      if (!list || notices.length === 0) {
        setTop(stack.property, preferred);
        continue;
      }
      shown = true;
      keepClear ??= keepClearBoxes();
      const sideways = stack.list === '.ant-notification-topRight';
      setTop(stack.property, clearTop(preferred, measure(list, notices, sideways), keepClear, window.innerHeight));
    }
    return shown;
  };

  // While notices are shown, each frame (dialogs open and close, pages change, the page scrolls);
  // otherwise only when the page changes, to see a notice arrive (placed before it is first painted).
  let frame = 0;
  const tick = () => {
    frame = place() ? requestAnimationFrame(tick) : 0;
  };
  const observer = new MutationObserver(() => {
    if (frame === 0 && place()) frame = requestAnimationFrame(tick);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  tick();
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
