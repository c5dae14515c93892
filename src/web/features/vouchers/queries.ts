import { keepPreviousData, partialMatchKey } from '@tanstack/react-query';
import {
  createVoucherGroup,
  deleteVoucherGroup,
  getVoucherGroup,
  listVoucherCodes,
  listVoucherGroups,
  updateVoucherGroup,
  type VoucherGroupBody,
} from '../../../shared/contracts/vouchers';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoint-hooks';
import { voucherKeys as keys } from './keys';
import type { VoucherListQuery } from './list-url';

/**
 * Voucher groups (API-M-41…47): the hooks reading the area's key tree (keys.ts); every change invalidates
 * all of it. The form's option lists are in option-queries.ts (the read-only pages need none of them).
 */

/** GET /vouchers/groups (API-M-41). */
export function useVoucherGroups(query: VoucherListQuery) {
  return useEndpointQuery(listVoucherGroups, keys.list(query), { query }, { placeholderData: keepPreviousData });
}

/** GET /vouchers/groups/{id} (API-M-43); null reads nothing. */
export function useVoucherGroup(id: number | null) {
  return useEndpointQuery(getVoucherGroup, keys.detail(id ?? 0), { params: { id: id ?? 0 } }, { enabled: id !== null });
}

/** A page of a group's codes (GET /vouchers/groups/{id}/vouchers, zero-based). */
export function useVoucherCodes(id: number, page: number, size: number) {
  const query = { page, size };
  return useEndpointQuery(
    listVoucherCodes,
    keys.detail(id, { codes: query }),
    { params: { id }, query },
    { placeholderData: keepPreviousData },
  );
}

/** POST /vouchers/groups (API-M-42). */
export function useCreateVoucherGroup() {
  return useEndpointMutation(createVoucherGroup, {
    input: (body: VoucherGroupBody) => ({ body }),
    invalidate: { queryKey: keys.all },
  });
}

/** An edit: the body, and the `rowVersion` the edit builds on (sent as If-Match). */
export interface VoucherGroupEdit {
  body: VoucherGroupBody;
  rowVersion: number;
}

/** PUT /vouchers/groups/{id} (API-M-44): a versioned write, refused (409) when someone saved in between. */
export function useUpdateVoucherGroup(id: number) {
  return useEndpointMutation(updateVoucherGroup, {
    input: ({ body, rowVersion }: VoucherGroupEdit) => ({ params: { id }, body, ifMatch: rowVersion }),
    invalidate: { queryKey: keys.all },
  });
}

/** DELETE /vouchers/groups/{id} (API-M-45); the deleted group's own detail is not read again. */
export function useDeleteVoucherGroup(id: number) {
  const deleted = keys.detail(id);
  return useEndpointMutation(deleteVoucherGroup, {
    input: () => ({ params: { id } }),
    invalidate: { queryKey: keys.all, predicate: (query) => !partialMatchKey(query.queryKey, deleted) },
  });
}
