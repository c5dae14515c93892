import { type CatalogStatus, CHANGE_ACTIONS } from '../../../shared/domain/catalog-workflow';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import { DEMO_WORKFLOW_ACTOR, scheduleDemoPublish } from '../catalog-workflow';
import { listLanguageRows } from '../reference';
import { miniCourse } from './tables';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The status of the n-th mini course (0-based): mostly STAGING and In Review, some ACTIVE, two
 * ARCHIVED (only reachable through tooling: the portal has no archive action, CAT-WF-17).
 */
function statusOf(n: number): CatalogStatus {
  if (n === 7 || n === 29) return 'ARCHIVED';
  if (n % 5 === 0) return 'ACTIVE';
  return n % 2 === 0 ? 'READY_FOR_REVIEW' : 'STAGING';
}

/** The In Review mini courses (by position) that carry a scheduled publish, and in how many days. */
const SCHEDULED: Record<number, number> = { 2: 2, 12: 5, 22: 9 };

/**
 * One mini course per course language (courseId `${code}-MINI`, 10 lessons), in every status, a few
 * In Review ones scheduled to publish in the coming days (with their pending job), modified over the
 * past weeks, with audit entries behind their status so View Log shows history. Idempotent: a
 * language that already has a mini course is left alone.
 */
export async function seedDemoMiniCourses(db: Db): Promise<void> {
  const languages = (await listLanguageRows(db)).filter((l) => !l.isAllAccess).sort((a, b) => a.id - b.id);
  const existing = new Set((await db.select({ id: miniCourse.languageId }).from(miniCourse)).map((r) => r.id));
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [n, lang] of languages.entries()) {
      if (existing.has(lang.id)) continue;
      const status = statusOf(n);
      const modified = new Date(now - ((n * 37) % 35) * DAY - (n % 24) * HOUR - 10 * 60_000);
      const verifiedAt =
        status === 'STAGING' ? null : new Date(modified.getTime() - (status === 'READY_FOR_REVIEW' ? 0 : DAY));
      const inDays = status === 'READY_FOR_REVIEW' ? SCHEDULED[n] : undefined;
      const scheduled = inDays ? new Date(Math.ceil((now + inDays * DAY) / HOUR) * HOUR) : null;
      const [row] = await tx
        .insert(miniCourse)
        .values({
          languageId: lang.id,
          courseId: `${lang.code}-MINI`,
          totalLessons: 10,
          status,
          scheduledPublishTime: scheduled,
          lastVerifiedAt: verifiedAt,
          createdDate: new Date(modified.getTime() - 30 * DAY),
          lastModifiedDate: modified,
        })
        .returning({ id: miniCourse.id });
      if (!row) continue;
      const entry = (action: string, at: Date, before: unknown, after: unknown, comment: string | null = null) => ({
        actor: DEMO_WORKFLOW_ACTOR,
        action,
        entityType: 'mini_course',
        entityId: row.id,
        at,
        before,
        after,
        comment,
      });
      const verified = { succeeded: true, updatedFiles: [], mismatchedItems: [], incorrectFormatItems: [] };
      const entries = [];
      if (status === 'STAGING' && n % 3 === 0) {
        entries.push(
          entry(
            CHANGE_ACTIONS.verifyFailed,
            modified,
            { status: 'STAGING' },
            {
              succeeded: false,
              updatedFiles: [],
              mismatchedItems: [`${lang.code}-MINI lesson 4: audio version differs from the course`],
              incorrectFormatItems: [],
            },
            'First check after the content update',
          ),
        );
      }
      if (verifiedAt) {
        entries.push(entry(CHANGE_ACTIONS.verify, verifiedAt, { status: 'STAGING' }, verified, 'Content checked'));
      }
      if (status === 'ACTIVE' || status === 'ARCHIVED') {
        entries.push(
          entry(
            CHANGE_ACTIONS.publish,
            new Date(modified.getTime() - (status === 'ARCHIVED' ? 12 * HOUR : 0)),
            { status: 'READY_FOR_REVIEW', scheduledPublishTime: null },
            { status: 'ACTIVE', scheduledPublishTime: null },
          ),
        );
      }
      if (scheduled) {
        entries.push(
          entry(
            CHANGE_ACTIONS.schedule,
            new Date(modified.getTime() + 60_000),
            { scheduledPublishTime: null },
            { scheduledPublishTime: scheduled.toISOString() },
          ),
        );
        await scheduleDemoPublish(tx, 'mini_course', row.id, scheduled);
      }
      for (const e of entries) await recordAudit(tx, e);
    }
  });
}
