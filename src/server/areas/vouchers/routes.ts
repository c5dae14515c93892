import * as api from '../../../shared/contracts/vouchers';
import { nextFlagChange } from '../../../shared/domain/voucher';
import { cachedRead, clockedRead, createRoute, rowRoute, updateRoute } from '../../http/register';
import * as read from './read';
import { voucherReportRoutes } from './report-routes';
import * as service from './service';

/**
 * Voucher groups (API-M-41…47) and their codes. A group's flags (active, about to expire, expired) move
 * with the clock at UTC midnights only: the list and the detail are clocked reads kept until the next one.
 * Both are built in their wire shape (read.ts toRow), so they are written as they are (serialize 'plain').
 */
const untilMidnight = async (_deps: unknown, now: Date) => nextFlagChange(now);

export const voucherRoutes = [
  clockedRead(
    api.listVoucherGroups,
    ({ query, deps }) => read.listVoucherGroups(deps.db, query, deps.clock.now()),
    untilMidnight,
    undefined,
    { serialize: 'plain' },
  ),
  clockedRead(
    api.getVoucherGroup,
    ({ params, deps }) => read.getVoucherGroup(deps.db, params.id, deps.clock.now()),
    untilMidnight,
    undefined,
    { serialize: 'plain' },
  ),
  createRoute(api.createVoucherGroup, service.createVoucherGroup),
  updateRoute(api.updateVoucherGroup, service.updateVoucherGroup),
  rowRoute(api.deleteVoucherGroup, service.deleteVoucherGroup),
  cachedRead(api.listVoucherCodes, ({ params, query, deps }) => read.listVoucherCodes(deps.db, params.id, query)),
  cachedRead(api.listGenericProducts, ({ deps }) => read.listGenericProducts(deps.db)),
  cachedRead(api.listIndividualProducts, ({ query, deps }) => read.listIndividualProducts(deps.db, query.languageId)),
  // The redeemed generic ISBN report (API-M-48): report-routes.ts.
  ...voucherReportRoutes,
];
