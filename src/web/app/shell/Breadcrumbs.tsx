import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router';
import { listReturnUrl } from '../../components/list-return';
import { useShowsNotFound } from '../../components/not-found-signal';
import { breadcrumbTrail, type IsPage } from './breadcrumb-trail';

/**
 * SHELL-BC-01..03: hidden when the path has one level or fewer, and above 'Not Found' (an unknown path,
 * or a page with nothing to show): only pages that exist are named.
 */
export function Breadcrumbs({ isPage }: { isPage: IsPage }) {
  const { pathname } = useLocation();
  const notFound = useShowsNotFound();
  const trail = notFound ? [] : breadcrumbTrail(pathname, isPage);
  if (trail.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" style={{ marginBottom: 16 }}>
      <Breadcrumb
        items={trail.map((crumb) => ({
          key: crumb.path ?? 'current',
          title: crumb.path ? (
            <Link to={listReturnUrl(crumb.path)}>{crumb.label}</Link>
          ) : (
            <span aria-current="page">{crumb.label}</span>
          ),
        }))}
      />
    </nav>
  );
}
