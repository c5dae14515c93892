import type { PaginationProps } from 'antd';
import {
  cloneElement,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
} from 'react';
import { pagedRows } from '../../shared/contracts/common';
import { totalText } from './list-table';
import './pager.css';
import { PAGE_SIZES } from './url-state';

type ItemRender = NonNullable<PaginationProps['itemRender']>;
type ItemType = Parameters<ItemRender>[1];

/** What each pager control is called (a page: 'Page 2'). */
const NAMES: Readonly<Record<Exclude<ItemType, 'page'>, string>> = {
  prev: 'Previous page',
  next: 'Next page',
  'jump-prev': 'Previous 5 pages',
  'jump-next': 'Next 5 pages',
};

/**
 * A plain click leaves the page change to the pager (its item's own click, through the list's state); a
 * click with Ctrl, ⌘ or Shift opens the link's address (a new tab or window) and changes nothing here.
 */
function follow(event: MouseEvent<HTMLElement>) {
  if (event.ctrlKey || event.metaKey || event.shiftKey) event.stopPropagation();
  else event.preventDefault();
}

/** Enter clicks the control itself; the item around it must not change the page a second time. */
function ownEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter') event.stopPropagation();
}

/**
 * Issue 21: antd's pager draws its items as <a> without an address inside a focusable <li>. These are
 * proper controls instead: where the list keeps its page in its address (`hrefOf`), each page (and the
 * jumps by 5) is a link to the list's address with that page, else a button; each is named ('Page 2',
 * 'Next page'), the current page is marked (aria-current), and each is one Tab stop (the shell takes the
 * <li> around it out of the Tab order: keepPagerItemsOutOfTabOrder). Previous and Next stay antd's buttons.
 * Answers the pager's `itemRender`.
 */
export function usePager(current: number, hrefOf?: (page: number) => string) {
  const itemRender = useCallback<ItemRender>(
    (page, type, original) => {
      const name = type === 'page' ? `Page ${page}` : NAMES[type];
      const own = { 'aria-label': name, onKeyDown: ownEnter };
      const antd = original as ReactElement<{ children?: ReactNode; tabIndex?: number }>;
      if (type === 'prev' || type === 'next') return cloneElement(antd, { ...own, tabIndex: 0 });
      const content = type === 'page' ? page : antd.props.children;
      const currentPage = type === 'page' && page === current ? 'page' : undefined;
      const link = type === 'page' ? '' : 'ant-pagination-item-link';
      if (!hrefOf) {
        return (
          <button type="button" className={`pager-item-button ${link}`.trim()} aria-current={currentPage} {...own}>
            {content}
          </button>
        );
      }
      return (
        <a href={hrefOf(page)} className={link || undefined} aria-current={currentPage} onClick={follow} {...own}>
          {content}
        </a>
      );
    },
    [current, hrefOf],
  );
  return itemRender;
}

/** A pager item whose control is ours (usePager): a link with an address, or a button that is a Tab stop. */
const OWN_CONTROL = ':scope > a[href], :scope > button:not([tabindex="-1"])';

/**
 * Once, by the shell: keeps the <li> of every pager item whose control is ours out of the Tab order, as
 * the control is the Tab stop (antd gives each <li> tabindex 0, again on every change). Answers the stop.
 */
export function keepPagerItemsOutOfTabOrder(root: HTMLElement = document.body): () => void {
  const untab = () => {
    for (const item of root.querySelectorAll<HTMLElement>('.ant-pagination > li[tabindex="0"]')) {
      if (item.querySelector(OWN_CONTROL)) item.tabIndex = -1;
    }
  };
  untab();
  const observer = new MutationObserver(untab);
  observer.observe(root, { subtree: true, childList: true, attributeFilter: ['tabindex'] });
  return () => observer.disconnect();
}

/** The address of `page` of the list at `pathname` + `search` (page 1: no `page` key, as the list writes it). */
export function pageAddress(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A table's page and page size kept by the screen itself (a tab of a detail page, not the address). */
export interface TablePage {
  page: number;
  size: number;
}

/**
 * The pager of a table whose page the screen keeps (`TablePage`): the list pages' sizes, their total text
 * and controls (usePager); a new size starts again at page 1. `total` is left out where the table pages
 * its own rows.
 */
export function useTablePagination(at: TablePage, onChange: (next: TablePage) => void, total?: number) {
  const itemRender = usePager(at.page);
  return {
    current: at.page,
    pageSize: at.size,
    // No page past the lists' depth (LIST_DEPTH); the total shown stays the list's.
    ...(total === undefined ? {} : { total: pagedRows(total, at.size) }),
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZES],
    showTotal: (all: number, range: [number, number]) => totalText(total ?? all, range),
    itemRender,
    onChange: (page: number, size: number) => onChange({ page: size !== at.size ? 1 : page, size }),
  };
}
