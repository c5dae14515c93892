import { and, desc, eq, gt, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { signInAttempt } from '../tables';

/**
 * Throttling of the login form (`POST /interaction/:uid/login`): per login, so one account's password
 * cannot be guessed, and per client address, so one client cannot try many accounts. Counts live in
 * `sign_in_attempt` (every server instance sees them); time comes from the app's clock.
 */

export interface SignInLimits {
  /** The sliding window failures are counted in. */
  windowMs: number;
  /** Failures of one login in the window after which the login is refused, even with the right password. */
  perLogin: number;
  /** Failures from one client address in the window after which the address is refused. */
  perAddress: number;
}

export const SIGN_IN_LIMITS: SignInLimits = { windowMs: 15 * 60_000, perLogin: 5, perAddress: 20 };

/** An attempt allowed to check its password; it says how that went. */
export interface Attempt {
  refused: false;
  /** The account signed in: its failures are forgotten. */
  succeeded(): Promise<void>;
  /** A wrong login or password; answers when the login or address may try again, when this was its last try. */
  failed(): Promise<Date | null>;
}

export type AttemptOrRefusal = Attempt | { refused: true; retryAt: Date };

export interface SignInThrottle {
  /**
   * Claims an attempt for `login` from `address` before its password is checked, or refuses it with
   * when to retry. The attempt counts as a failure until it succeeds, so parallel requests cannot
   * slip in more tries than allowed while the first ones are being checked.
   */
  begin(login: string, address: string): Promise<AttemptOrRefusal>;
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

export function signInThrottle(db: Db, clock: Clock, limits: SignInLimits = SIGN_IN_LIMITS): SignInThrottle {
  /**
   * When the failures matching `where` stop reaching `limit`: the limit-th newest leaves the window.
   * Null when they do not reach it.
   */
  async function blockedUntil(tx: Db, where: SQL | undefined, limit: number): Promise<Date | null> {
    const newest = await tx
      .select({ at: signInAttempt.at })
      .from(signInAttempt)
      .where(where)
      .orderBy(desc(signInAttempt.at))
      .limit(limit);
    const last = newest[limit - 1];
    return last ? new Date(last.at.getTime() + limits.windowMs) : null;
  }

  return {
    async begin(typed, address) {
      const login = typed.toLowerCase();
      const now = clock.now();
      const since = new Date(now.getTime() - limits.windowMs);
      // The login's or the address's failures in the window: before this attempt (`lt`), or up to and
      // including it (`lte`).
      let id = 0;
      const until = async (tx: Db, before: typeof lt | typeof lte) => {
        const inWindow = and(gt(signInAttempt.at, since), before(signInAttempt.id, id));
        return later(
          await blockedUntil(tx, and(eq(signInAttempt.login, login), inWindow), limits.perLogin),
          await blockedUntil(tx, and(eq(signInAttempt.address, address), inWindow), limits.perAddress),
        );
      };

      const refusedUntil = await db.transaction(async (tx) => {
        // One claim per login at a time (across instances), so the count never misses a parallel claim.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${login}`}))`);
        const [mine] = await tx
          .insert(signInAttempt)
          .values({ login, address, at: now })
          .returning({ id: signInAttempt.id });
        id = mine?.id ?? 0;
        const blocked = await until(tx, lt);
        // A refused attempt checks no password: it is not a failure.
        if (blocked) await tx.delete(signInAttempt).where(eq(signInAttempt.id, id));
        return blocked;
      });
      if (refusedUntil) return { refused: true, retryAt: refusedUntil };
      return {
        refused: false,
        async succeeded() {
          await db.delete(signInAttempt).where(eq(signInAttempt.login, login));
        },
        async failed() {
          // The row stays as the failure; rows out of every window are of no more use.
          await db.delete(signInAttempt).where(lte(signInAttempt.at, since));
          return until(db, lte);
        },
      };
    },
  };
}
