import { z } from 'zod';
import {
  isReportDay,
  REPORT_COLUMNS,
  REPORT_PERMISSION,
  REPORT_STATES,
  VOUCHER_REPORT_MESSAGES,
} from '../domain/voucher-report';
import { defineEndpoint } from './endpoint';
import { idParam } from './fields';

/**
 * The redeemed generic ISBN report (spec 3 §2.7 Export, §7 API-M-48; checklist 11.3): API-M-48 answers the
 * spreadsheet of a range at once, streamed, as the spec says; the export control runs it as a server job
 * instead (start, progress, file), so a report over a million redemptions blocks no request. The range's
 * rules are src/shared/domain/voucher-report.ts's.
 */

const AREA = 'vouchers';
const BASE = '/financial-reports/redeemed-generic-isbns';
const PERMISSION = REPORT_PERMISSION;

/** A range's end: a calendar day in UTC. The clock's rules (VG-EXP-02/03) are the service's. */
const reportDay = (end: 'start' | 'end') =>
  z
    .string({ error: VOUCHER_REPORT_MESSAGES.required })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: VOUCHER_REPORT_MESSAGES.required, input: value });
      else if (!isReportDay(value))
        ctx.addIssue({ code: 'custom', message: VOUCHER_REPORT_MESSAGES.notADay, input: value });
    })
    .describe(
      end === 'start'
        ? 'The first day of the range (UTC, YYYY-MM-DD), from its 00:00 UTC'
        : 'The day the range ends at (UTC, YYYY-MM-DD), at its 00:00 UTC: not included',
    );

export const reportRangeSchema = z.object({ startDate: reportDay('start'), endDate: reportDay('end') });
export type ReportRangeInput = z.infer<typeof reportRangeSchema>;

export const REPORT_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_ANSWER = z
  .string()
  .describe(
    `${REPORT_CONTENT_TYPE}: one sheet, columns ${REPORT_COLUMNS.join(', ')}; an attachment named with the dates`,
  );

export const downloadRedeemedGenericIsbns = defineEndpoint({
  name: 'downloadRedeemedGenericIsbns',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: `${BASE}/export`,
  summary:
    'The redeemed generic ISBNs of a UTC range as a spreadsheet named with the dates, streamed (API-M-48, VG-EXP-05)',
  permission: PERMISSION,
  query: reportRangeSchema,
  response: FILE_ANSWER,
});

export const reportProgressSchema = z.object({
  id: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  state: z.enum(REPORT_STATES),
  /** Rows written so far; `rowsTotal` is null until the rows are counted. */
  rowsDone: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  fileName: z.string(),
  /** Why it failed or is no longer kept; null otherwise. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReportProgress = z.infer<typeof reportProgressSchema>;

export const startRedeemedIsbnReport = defineEndpoint({
  name: 'startRedeemedIsbnReport',
  area: AREA,
  family: 'portal',
  method: 'POST',
  path: `${BASE}/exports`,
  summary:
    'Starts writing the redeemed generic ISBN report of a UTC range as a server job: its progress, queued (VG-EXP-05)',
  permission: PERMISSION,
  body: reportRangeSchema,
  response: reportProgressSchema,
  status: 202,
  errors: [409],
});

const reportParams = z.object({ id: idParam() });

export const getRedeemedIsbnReport = defineEndpoint({
  name: 'getRedeemedIsbnReport',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: `${BASE}/exports/:id`,
  summary: "A report's progress: state, rows written of rows to write, the file's name (the requester's own)",
  permission: PERMISSION,
  params: reportParams,
  response: reportProgressSchema,
  errors: [404],
});

export const downloadRedeemedIsbnReport = defineEndpoint({
  name: 'downloadRedeemedIsbnReport',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: `${BASE}/exports/:id/file`,
  summary: "A finished report's spreadsheet, named with the dates (the requester's own; kept for a day)",
  permission: PERMISSION,
  params: reportParams,
  response: FILE_ANSWER,
  errors: [404, 409],
});
