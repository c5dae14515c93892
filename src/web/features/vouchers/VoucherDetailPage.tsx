import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { idParam } from '../../../shared/contracts/fields';
import {
  createVoucherGroup,
  deleteVoucherGroup,
  updateVoucherGroup,
  type VoucherGroup,
} from '../../../shared/contracts/vouchers';
import { VOUCHER_MESSAGES as MESSAGES } from '../../../shared/domain/voucher';
import { useRuntimeConfig } from '../../app/runtime-config';
import { usePermissions } from '../../auth/session';
import { DetailActions } from '../../components/DetailActions';
import { DetailPageFrame } from '../../components/DetailPageFrame';
import { useEditMode } from '../../components/useEditMode';
import { loadVoucherEditor, VoucherEditor } from './lazy-parts';
import { useDeleteVoucherGroup, useVoucherGroup } from './queries';
import { b2bVoucherGroupUrl, copyVoucherGroupPath, VOUCHER_LIST_PATH } from './texts';
import { VoucherHeader } from './VoucherHeader';
import { VoucherView } from './VoucherView';

const preloadEditor = () => void loadVoucherEditor();

function VoucherDetail({ group }: { group: VoucherGroup }) {
  const { can } = usePermissions();
  const navigate = useNavigate();
  const { links } = useRuntimeConfig();
  const { editing, startEdit, endEdit } = useEditMode();
  const remove = useDeleteVoucherGroup(group.voucherGroupId);

  if (editing) return <VoucherEditor group={group} onDone={endEdit} />;

  // VG-06/07 (PERM-VG-02…04): each button with its endpoint's permission; Delete asks first, and is
  // refused while a licence is redeemed (API-M-45 decided).
  const buttons = (
    <DetailActions
      remove={{
        allowed: can(deleteVoucherGroup.permission),
        refusal: group.redeemedCount > 0 ? MESSAGES.deleteRedeemed : null,
        title: MESSAGES.deleteTitle,
        text: MESSAGES.deleteConfirm,
        run: () => remove.mutateAsync(),
        deleted: MESSAGES.deleted,
        backTo: VOUCHER_LIST_PATH,
      }}
      edit={{ allowed: can(updateVoucherGroup.permission), onEdit: startEdit, preload: preloadEditor }}
    >
      {can(createVoucherGroup.permission) ? (
        <Button onClick={() => navigate(copyVoucherGroupPath(group.voucherGroupId))}>Copy Me</Button>
      ) : null}
      <Button
        icon={<ExportOutlined />}
        href={b2bVoucherGroupUrl(links.b2bSite, group.organizationId, group.voucherGroupId)}
        target="_blank"
        rel="noopener noreferrer"
      >
        View in B2B
      </Button>
    </DetailActions>
  );

  return (
    <>
      <VoucherHeader group={group} extra={buttons} />
      <VoucherView group={group} />
    </>
  );
}

const groupIdOf = (param: string | undefined): number | null => {
  const parsed = idParam().safeParse(param ?? '');
  return parsed.success ? parsed.data : null;
};

/** /vouchers/:groupId (VG-06, VG-07): read-only until Edit; Delete, Copy Me, View in B2B. */
export default function VoucherDetailPage() {
  const { groupId: param } = useParams();
  const id = groupIdOf(param);
  const query = useVoucherGroup(id);
  return (
    <DetailPageFrame
      found={id !== null}
      query={query}
      loadingLabel="Loading the voucher group"
      kind="Voucher group"
      name={(group) => group.description}
    >
      {(group) => <VoucherDetail key={group.voucherGroupId} group={group} />}
    </DetailPageFrame>
  );
}
