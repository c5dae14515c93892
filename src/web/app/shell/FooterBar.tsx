import { Flex, Layout, Tag, Typography } from 'antd';
import { useRuntimeConfig } from '../runtime-config';

function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

function UpdatedMark() {
  return (
    <Tag color="red" style={{ marginInlineStart: 4, fontSize: 10, lineHeight: '16px' }}>
      UPDATED
    </Tag>
  );
}

/** SHELL-FTR-01..04. */
export function FooterBar() {
  const { links } = useRuntimeConfig();
  const year = new Date().getFullYear();
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '16px 24px' }}>
      <Flex vertical gap={8} align="center">
        <Flex wrap gap={16} justify="center" component="nav" aria-label="Footer links">
          <span>
            <Typography.Link href={links.termsOfUse} target="_blank" rel="noopener noreferrer">
              Terms of Use
            </Typography.Link>
            <UpdatedMark />
          </span>
          <span>
            <Typography.Link href={links.privacyPolicy} target="_blank" rel="noopener noreferrer">
              Privacy Policy
            </Typography.Link>
            <UpdatedMark />
          </span>
          <Typography.Link href={links.contactUs} target="_blank" rel="noopener noreferrer">
            Contact Us
          </Typography.Link>
          <Typography.Link href={links.consumerSite} target="_blank" rel="noopener noreferrer">
            {hostOf(links.consumerSite)}
          </Typography.Link>
        </Flex>
        <Typography.Text type="secondary">© {year} Language learning portal. All rights reserved.</Typography.Text>
      </Flex>
    </Layout.Footer>
  );
}
