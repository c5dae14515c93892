import type { GroupAdmin } from '../../../shared/contracts/organizations';
import {
  ADMIN_EMAIL_STATE_COLORS,
  ADMIN_EMAIL_STATE_LABELS,
  adminEmailState,
} from '../../../shared/domain/organization';
import { EMPTY } from '../../../shared/domain/ui-texts';
import { StatusTag } from '../../components/StatusTag';

const VOCABULARY = { labels: ADMIN_EMAIL_STATE_LABELS, colors: ADMIN_EMAIL_STATE_COLORS };

/**
 * ORG-16: an administrator's on-boarding email as a tag: 'Email sent', 'Email delivering' or 'Email
 * failed to send' (the delivery status of src/shared/domain/organization.ts); '--' when never sent.
 */
export function AdminEmailTag({ admin }: { admin: Pick<GroupAdmin, 'hasSentEmail' | 'deliveryStatus'> }) {
  const state = adminEmailState(admin);
  return state ? <StatusTag status={state} vocabulary={VOCABULARY} /> : <span>{EMPTY}</span>;
}
