import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, type FormInstance, Input, Row, Typography } from 'antd';
import { type GroupAdmin, type OrganizationDetail, sendOnboardingEmail } from '../../../shared/contracts/organizations';
import {
  ADMIN_EMAIL_MAX,
  ADMIN_NAME_LIMIT,
  ADMIN_PHONE_LIMIT,
  adminEmailKey,
  adminEmailProblem,
  adminNameProblem,
  adminPhoneProblem,
  duplicateAdminProblem,
  ORGANIZATION_LABELS as LABELS,
  MAX_GROUP_ADMINS,
} from '../../../shared/domain/organization';
import { usePermissions } from '../../auth/session';
import { checkedBy } from '../../components/form-rules';
import { AdminEmailTag } from './AdminEmailTag';
import type { AdminFormValues, OrganizationFormValues } from './form-model';
import { SendEmailButton } from './SendEmailButton';

/**
 * The columns of an administrator row: email, name, phone, then (editing a saved organization) the email's
 * status, and the row's buttons.
 */
const EDIT_SPANS = { email: 7, name: 4, phone: 3, status: 4, actions: 6 } as const;
const ADD_SPANS = { email: 9, name: 8, phone: 5, status: 0, actions: 2 } as const;

/**
 * ORG-12…15: the group administrators as an editable list: rows added and removed, each with its email
 * (required, valid, 100, once), name (under 200) and phone (under 32). A row whose email is a saved
 * administrator's shows that administrator's on-boarding email status and, for who may update, the
 * 'Send on-boarding email' button (a new or changed address is saved first).
 */
export function GroupAdminFields({
  form,
  organization,
}: {
  form: FormInstance<OrganizationFormValues>;
  organization?: OrganizationDetail;
}) {
  const { can } = usePermissions();
  const SPANS = organization ? EDIT_SPANS : ADD_SPANS;
  const rows: AdminFormValues[] = Form.useWatch('groupAdmins', form) ?? [];
  const saved = new Map((organization?.groupAdmins ?? []).map((a) => [adminEmailKey(a.email), a]));
  const savedOf = (index: number): GroupAdmin | undefined => saved.get(adminEmailKey(rows[index]?.email ?? ''));
  const emails = () => ((form.getFieldValue('groupAdmins') ?? []) as AdminFormValues[]).map((a) => a?.email);

  return (
    <Form.List name="groupAdmins">
      {(fields, { add, remove }) => (
        <Card
          size="small"
          title={`${LABELS.groupAdmins} (${fields.length})`}
          style={{ marginBottom: 16 }}
          extra={
            <Button
              size="small"
              icon={<PlusOutlined aria-hidden />}
              disabled={fields.length >= MAX_GROUP_ADMINS}
              onClick={() => add({ email: '', name: '', telephone: '' })}
            >
              Add administrator
            </Button>
          }
        >
          {fields.length === 0 ? (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              No group administrator yet.
            </Typography.Paragraph>
          ) : (
            <Row gutter={12} aria-hidden style={{ marginBottom: 4 }}>
              <Col span={SPANS.email}>
                <Typography.Text strong>
                  <span style={{ color: '#ff4d4f' }}>* </span>
                  {LABELS.adminEmail}
                </Typography.Text>
              </Col>
              <Col span={SPANS.name}>
                <Typography.Text strong>{LABELS.adminName}</Typography.Text>
              </Col>
              <Col span={SPANS.phone}>
                <Typography.Text strong>{LABELS.adminTelephone}</Typography.Text>
              </Col>
              {organization ? (
                <Col span={SPANS.status}>
                  <Typography.Text strong>{LABELS.deliveryStatus}</Typography.Text>
                </Col>
              ) : null}
            </Row>
          )}
          {fields.map((field, index) => {
            const admin = savedOf(index);
            const n = index + 1;
            return (
              <Row gutter={12} key={field.key} align="top">
                <Col span={SPANS.email}>
                  <Form.Item
                    name={[field.name, 'email']}
                    rules={[checkedBy(adminEmailProblem), checkedBy(() => duplicateAdminProblem(emails(), index))]}
                  >
                    <Input aria-label={`${LABELS.adminEmail} of administrator ${n}`} maxLength={ADMIN_EMAIL_MAX + 20} />
                  </Form.Item>
                </Col>
                <Col span={SPANS.name}>
                  <Form.Item name={[field.name, 'name']} rules={[checkedBy(adminNameProblem)]}>
                    <Input aria-label={`${LABELS.adminName} of administrator ${n}`} maxLength={ADMIN_NAME_LIMIT + 20} />
                  </Form.Item>
                </Col>
                <Col span={SPANS.phone}>
                  <Form.Item name={[field.name, 'telephone']} rules={[checkedBy(adminPhoneProblem)]}>
                    <Input
                      aria-label={`${LABELS.adminTelephone} of administrator ${n}`}
                      maxLength={ADMIN_PHONE_LIMIT + 20}
                    />
                  </Form.Item>
                </Col>
                {organization ? (
                  <Col span={SPANS.status} style={{ paddingTop: 5 }}>
                    {admin ? <AdminEmailTag admin={admin} /> : null}
                  </Col>
                ) : null}
                <Col span={SPANS.actions} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                  {organization && admin && can(sendOnboardingEmail.permission) ? (
                    <SendEmailButton organizationId={organization.id} email={admin.email} />
                  ) : null}
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Remove administrator ${n}`}
                    onClick={() => remove(field.name)}
                  />
                </Col>
              </Row>
            );
          })}
        </Card>
      )}
    </Form.List>
  );
}
