import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { OrganizationDetail } from '../../../shared/contracts/organizations';
import { DateTime } from '../../components/DateTime';
import { PageTitle } from '../../components/PageTitle';

/** The detail's header: the organization's name, when it was last modified, and the mode's buttons. */
export function OrganizationHeader({ organization, extra }: { organization: OrganizationDetail; extra: ReactNode }) {
  return (
    <>
      <PageTitle extra={extra}>
        <span id="page-title">{organization.name}</span>
      </PageTitle>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        Last modified <DateTime value={organization.lastModifiedDate} />
      </Typography.Paragraph>
    </>
  );
}
