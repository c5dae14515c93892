import { Col, Form, Input, Radio } from 'antd';
import type { OrganizationDetail } from '../../../shared/contracts/organizations';
import {
  descriptionProblem,
  ORGANIZATION_LABELS as LABELS,
  LOGIN_DOMAINS_MAX,
  loginDomainsProblem,
  ORGANIZATION_MESSAGES as MESSAGES,
  ORGANIZATION_DESCRIPTION_MAX,
  ORGANIZATION_NAME_MAX,
  ORGANIZATION_OPTIONS,
  organizationNameProblem,
} from '../../../shared/domain/organization';
import { FieldsCard, RequiredItem, RequiredTextItem } from '../../components/FormFields';
import { checkedBy, trimmedLength } from '../../components/form-rules';
import { PageForm, type PageFormProps } from '../../components/PageForm';
import type { OrganizationFormValues } from './form-model';
import { GroupAdminFields } from './GroupAdminFields';

const YES_NO = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

/**
 * ORG-04/07…14: the add and edit form of an organization: its name, description and allowed login
 * domains, the four yes/no options (each required), and the group administrators as an editable list.
 * Every rule is the shared one (src/shared/domain/organization.ts) the server applies too.
 */
export function OrganizationForm({
  form,
  initialValues,
  onEdited,
  notice,
  organization,
}: PageFormProps<OrganizationFormValues> & {
  /** The organization being edited: its saved administrators' email status, and their Send buttons. */
  organization?: OrganizationDetail;
}) {
  return (
    <PageForm form={form} initialValues={initialValues} label="Organization" onValuesChange={onEdited}>
      {notice}
      <FieldsCard title="Organization">
        <Col xs={24} lg={12}>
          <RequiredTextItem label={LABELS.name} problem={organizationNameProblem} max={ORGANIZATION_NAME_MAX} />
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            name="allowedLoginDomains"
            label={LABELS.allowedLoginDomains}
            extra="Domain names separated by commas, e.g. example.com, example.org"
            rules={[checkedBy(loginDomainsProblem)]}
          >
            <Input maxLength={LOGIN_DOMAINS_MAX} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="description" label={LABELS.description} rules={[checkedBy(descriptionProblem)]}>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 6 }}
              count={{ show: true, max: ORGANIZATION_DESCRIPTION_MAX, strategy: trimmedLength }}
            />
          </Form.Item>
        </Col>
      </FieldsCard>
      <FieldsCard title="Options">
        {ORGANIZATION_OPTIONS.map((option) => (
          <Col xs={24} md={12} xl={6} key={option}>
            <RequiredItem name={option} label={LABELS[option]} message={MESSAGES.optionRequired(option)}>
              <Radio.Group options={YES_NO} aria-label={LABELS[option]} />
            </RequiredItem>
          </Col>
        ))}
      </FieldsCard>
      <GroupAdminFields form={form} organization={organization} />
    </PageForm>
  );
}
