import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router';
import { breadcrumbTrail } from './breadcrumb-trail';

/** SHELL-BC-01..03: hidden when the path has one level or fewer. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  if (trail.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" style={{ marginBottom: 16 }}>
      <Breadcrumb
        items={trail.map((crumb) => ({
          key: crumb.path ?? 'current',
          title: crumb.path ? <Link to={crumb.path}>{crumb.label}</Link> : crumb.label,
        }))}
      />
    </nav>
  );
}
