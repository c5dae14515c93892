import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { NOT_FOUND_TITLE } from '../../shared/domain/ui-texts';
import { useReportNotFound } from './not-found-signal';
import { usePageTitle } from './PageTitle';

const RESULT_TITLE = { margin: 0, font: 'inherit', color: 'inherit' } as const;

/**
 * SHELL-RT-01: the page for an unknown path, and for a known page with nothing to show (a detail whose
 * id names nothing). It tells the shell, which then shows no breadcrumbs.
 */
/** `detail` says what was not found (the server's message), in place of the general line. */
export default function NotFound({ detail }: { detail?: string } = {}) {
  const navigate = useNavigate();
  useReportNotFound();
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <Result
      status="404"
      // The page's heading (its one h1), as antd draws the result's title.
      title={<h1 style={RESULT_TITLE}>{NOT_FOUND_TITLE}</h1>}
      subTitle={detail ?? 'The page you are looking for does not exist.'}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Back to home
        </Button>
      }
    />
  );
}
