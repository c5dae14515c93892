import { eq } from 'drizzle-orm';
import type { VerifyResult } from '../../../shared/domain/catalog-workflow';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { checkCourses, Findings, loadLanguages } from '../catalog-workflow';
import { miniCourse } from './tables';

/** Checks a mini course against the content catalogue; files changed since `since` are reported. */
export async function checkMiniCourse(db: Db, id: number, since: Date | null): Promise<VerifyResult> {
  const [mini] = await db.select().from(miniCourse).where(eq(miniCourse.id, id));
  if (!mini) throw notFound(`Mini course ${id} not found`);
  const out = new Findings();
  const languages = await loadLanguages(db);
  await checkCourses(
    db,
    [
      {
        courseId: mini.courseId,
        from: 1,
        to: mini.totalLessons,
        languageId: mini.languageId,
        kind: 'mini',
        level: null,
        version: null,
        totalLessons: mini.totalLessons,
      },
    ],
    languages,
    since,
    out,
  );
  return out.result();
}
