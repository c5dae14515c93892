import { and, eq, lt, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcPayload } from '../tables';

/** Deletes rows past their expiry (sessions, codes, interactions left behind). */
export async function deleteExpiredPayloads(db: Db): Promise<void> {
  await db.delete(oidcPayload).where(lt(oidcPayload.expiresAt, new Date()));
}

/** oidc-provider's storage on the oidc_payload table, one adapter instance per model name. */
export function drizzleAdapter(db: Db) {
  return class DrizzleAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayload)
        .where(and(eq(oidcPayload.model, this.model), condition))
        .limit(1);
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const values = {
        payload,
        grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
        userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayload)
        .values({ model: this.model, id, ...values })
        .onConflictDoUpdate({ target: [oidcPayload.model, oidcPayload.id], set: values });
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayload.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayload.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayload.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayload)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayload.model, this.model), eq(oidcPayload.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayload).where(and(eq(oidcPayload.model, this.model), eq(oidcPayload.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // Every model's rows of the grant: codes, tokens and the grant itself.
      await db
        .delete(oidcPayload)
        .where(or(eq(oidcPayload.grantId, grantId), and(eq(oidcPayload.model, 'Grant'), eq(oidcPayload.id, grantId))));
    }
  };
}
