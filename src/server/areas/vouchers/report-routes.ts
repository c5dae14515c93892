import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import * as api from '../../../shared/contracts/voucher-report';
import { contentDisposition } from '../../http/content-disposition';
import { route } from '../../http/register';
import { reportFile, reportProgress, startReport, streamReport } from './report-service';

/**
 * The redeemed generic ISBN report (API-M-48 and its job: start, progress, file). Not cached reads: a
 * report's progress moves outside any request, and its answers are the requester's own.
 */

/** Answers a spreadsheet as an attachment named `fileName`, streamed. */
function sendFile(reply: FastifyReply, { fileName, stream }: { fileName: string; stream: Readable }) {
  reply
    .type(api.REPORT_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store');
  return stream as never;
}

export const voucherReportRoutes = [
  route(api.downloadRedeemedGenericIsbns, async ({ query, deps, reply }) =>
    sendFile(reply, streamReport(deps.db, query, deps.clock.now())),
  ),
  route(api.startRedeemedIsbnReport, ({ body, principal, deps }) =>
    startReport(deps.db, body, principal, deps.clock, deps.config.reportDir),
  ),
  route(api.getRedeemedIsbnReport, ({ params, principal, deps }) =>
    reportProgress(deps.db, params.id, principal, deps.clock.now()),
  ),
  route(api.downloadRedeemedIsbnReport, async ({ params, principal, deps, reply }) =>
    sendFile(reply, await reportFile(deps.db, params.id, principal, deps.clock.now())),
  ),
];
