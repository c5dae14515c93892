import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { CancelReason, CancelReasonBody } from '../../../shared/contracts/save-offers';
import {
  cancelReasonCode,
  cancelReasonProblems,
  isDefaultCancelReason,
  CANCEL_REASON_MESSAGES as MESSAGES,
} from '../../../shared/domain/save-offer';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { listVersion, moveListVersion, withVersion } from '../../db/versioned';
import type { Clock } from '../../deps';
import { invalid, invalidAll, refused, stale } from '../../errors';
import { entityAudit } from '../audit';
import { cancelReason, cancelReasonList } from './tables';

/**
 * Cancel reasons (CR-01..10, API-M-33/34). The whole modal is saved at once (CR-09 decided): an item
 * with an id renames that reason, an item without one adds a reason (its code made from the English
 * text), a reason left out is deleted unless a save offer uses it. The default reason (code 'default',
 * CR-10) is never sent, never changed, never deleted. One transaction, the table locked against other
 * writers of reasons and against save offers taking a reason meanwhile.
 */

export const CANCEL_REASON_ENTITY = 'cancel_reason';
const isUsed = sql<boolean>`exists (select 1 from save_offer as s where s.cancel_reason_id = "cancel_reason"."id")`;

/** GET /cancel-reason (API-M-33): every reason, the default first, then by id (the order they were added). */
export async function listCancelReasons(db: Db): Promise<CancelReason[]> {
  const rows = await db
    .select({
      id: cancelReason.id,
      code: cancelReason.code,
      en: cancelReason.descriptionEn,
      es: cancelReason.descriptionEs,
      isUsed,
    })
    .from(cancelReason)
    .orderBy(sql`${cancelReason.code} <> 'default'`, asc(cancelReason.id));
  return rows.map((r) => ({ id: r.id, code: r.code, description: { en: r.en, es: r.es }, is_used: r.isUsed }));
}

/**
 * GET /cancel-reason as answered: the list, and its version as the ETag (the spec fixes the answer as an
 * array). The version is read first: a save between the two reads makes it older, so the screen's save
 * is refused rather than lost.
 */
export async function readCancelReasons(db: Db): Promise<CancelReason[]> {
  const version = await listVersion(db, cancelReasonList);
  return withVersion(await listCancelReasons(db), version);
}

/** The reason with this code, locked against deletion until the caller's transaction ends. */
export async function cancelReasonByCode(tx: Db, code: string) {
  const [row] = await tx.select().from(cancelReason).where(eq(cancelReason.code, code)).for('key share');
  return row;
}

const trimmed = (text: string | null | undefined) => (text ?? '').trim();

const audit = entityAudit(CANCEL_REASON_ENTITY);

/**
 * PUT /cancel-reason (API-M-34): the new list, as GET answers it (its version the ETag). Versioned: 409
 * with the current list and version (`{data, rowVersion}`) when someone saved since `readVersion`.
 */
export async function updateCancelReasons(
  db: Db,
  body: CancelReasonBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<CancelReason[]> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const version = await listVersion(tx, cancelReasonList, true);
    await tx.execute(sql`lock table cancel_reason in exclusive mode`);
    const before = await listCancelReasons(tx);
    if (version !== readVersion) throw stale(MESSAGES.stale, { data: before, rowVersion: version });
    const byId = new Map(before.map((r) => [r.id, r]));
    const defaults = before.filter(isDefaultCancelReason);
    // Ids: known, not the default, each once.
    const seen = new Set<number>();
    body.forEach((item, index) => {
      if (item.id === undefined) return;
      const found = byId.get(item.id);
      if (!found) throw invalid(`${index}.id`, MESSAGES.unknown(item.id));
      if (isDefaultCancelReason(found)) throw invalid(`${index}.id`, MESSAGES.defaultNotEditable);
      if (seen.has(item.id)) throw invalid(`${index}.id`, MESSAGES.repeated(item.id));
      seen.add(item.id);
    });
    const problems = cancelReasonProblems(
      body.map((item) => item.description),
      defaults.map((d) => d.description),
    );
    if (problems.length) {
      throw invalidAll(problems.map((p) => ({ field: `${p.index}.description.${p.locale}`, message: p.message })));
    }
    const removed = before.filter((r) => !isDefaultCancelReason(r) && !seen.has(r.id));
    const inUse = removed.find((r) => r.is_used);
    if (inUse) throw refused(MESSAGES.inUse(inUse.description.en));
    if (removed.length) {
      await tx.delete(cancelReason).where(
        inArray(
          cancelReason.id,
          removed.map((r) => r.id),
        ),
      );
    }
    const codes = new Set(before.filter((r) => !removed.includes(r)).map((r) => r.code));
    for (const item of body) {
      const en = trimmed(item.description.en);
      const es = trimmed(item.description.es);
      if (item.id === undefined) {
        const code = cancelReasonCode(en, codes);
        codes.add(code);
        await tx
          .insert(cancelReason)
          .values({ code, descriptionEn: en, descriptionEs: es, createdAt: now, updatedAt: now });
        continue;
      }
      const found = byId.get(item.id);
      if (found && (found.description.en !== en || found.description.es !== es)) {
        await tx
          .update(cancelReason)
          .set({ descriptionEn: en, descriptionEs: es, updatedAt: now })
          .where(eq(cancelReason.id, item.id));
      }
    }
    const next = await moveListVersion(tx, cancelReasonList);
    const after = await listCancelReasons(tx);
    const texts = (list: CancelReason[]) => list.map((r) => ({ id: r.id, code: r.code, ...r.description }));
    if (JSON.stringify(texts(before)) !== JSON.stringify(texts(after))) {
      await audit(tx, actor, 'UPDATE', 'all', texts(before), texts(after), now);
    }
    return withVersion(after, next);
  });
}
