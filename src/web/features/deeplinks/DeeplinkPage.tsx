import { Table, Typography } from 'antd';
import { useMemo } from 'react';
import { IN_APP_FEATURES, inAppDeeplink } from '../../../shared/domain/deeplinks';
import { useRuntimeConfig } from '../../app/runtime-config';
import { CopyButton } from '../../components/CopyButton';
import { PageTitle } from '../../components/PageTitle';

interface Row {
  key: string;
  feature: string;
  link: string;
}

/** /deeplink: the in-app features and their deeplinks (DL-01..04). */
export default function DeeplinkPage() {
  const { links } = useRuntimeConfig();
  const rows = useMemo<Row[]>(
    () =>
      IN_APP_FEATURES.map((feature) => ({
        key: feature.category,
        feature: feature.label,
        link: inAppDeeplink(links.learningSiteLanding, feature.category),
      })),
    [links.learningSiteLanding],
  );

  return (
    <section>
      <PageTitle>Deeplink</PageTitle>
      <Table<Row>
        rowKey="key"
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'Feature', dataIndex: 'feature', key: 'feature', width: 200 },
          {
            title: 'Deeplink',
            dataIndex: 'link',
            key: 'link',
            render: (link: string) => (
              <Typography.Link href={link} target="_blank" rel="noopener noreferrer">
                {link}
              </Typography.Link>
            ),
          },
          {
            title: 'Action',
            key: 'action',
            width: 120,
            render: (_: unknown, row) => <CopyButton text={row.link} ariaLabel={`Copy the ${row.feature} deeplink`} />,
          },
        ]}
      />
    </section>
  );
}
