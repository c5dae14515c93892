/**
 * The way back to a list as it was left: each list screen (ListTable) remembers its last URL — path
 * and query (filters, page, sort) — per list path for the browser tab (sessionStorage), and links
 * back to the list (the breadcrumb's parent crumb) use it.
 */

const KEY = 'portal.list-return';

function remembered(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Remembers the list at `pathname` as shown now (`search`: its query string, '' or '?…'). */
export function rememberListUrl(pathname: string, search: string): void {
  const all = remembered();
  const url = `${pathname}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}`;
  if (all[pathname] === url) return;
  all[pathname] = url;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: links go to the list's first page.
  }
}

/** Where a link back to the list at `pathname` goes: the list as last shown in this tab, else `pathname`. */
export function listReturnUrl(pathname: string): string {
  const url = remembered()[pathname];
  return typeof url === 'string' && (url === pathname || url.startsWith(`${pathname}?`)) ? url : pathname;
}
