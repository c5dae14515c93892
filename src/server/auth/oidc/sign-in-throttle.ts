import { and, count, desc, eq, gt, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { signInAttempt } from '../tables';

/**
 * Throttling of the login form (`POST /interaction/:uid/login`), so a password cannot be guessed and
 * nobody can lock a colleague out:
 * - per client address and login: after `perAddressLogin` failures in the window that address may not
 *   try that login again until the window passes (the right password included);
 * - per client address: after `perAddress` failures it may not try any login;
 * - per login, from every address together: past `slowAfter` failures each further wrong password is
 *   answered after a delay that doubles, up to `slowMaxMs`. There is no lock per login: the right
 *   password from an address that has not failed passes at once.
 * Counts live in `sign_in_attempt` (every server instance sees them); time comes from the app's clock.
 * Every failure and refusal is logged with the login and the address, never the password.
 */

export interface SignInLimits {
  /** The sliding window failures are counted in. */
  windowMs: number;
  /** Failures of one login from one address after which that address may not try it again. */
  perAddressLogin: number;
  /** Failures from one client address in the window after which the address is refused. */
  perAddress: number;
  /** Failures of one login (all addresses) after which wrong passwords are answered slowly. */
  slowAfter: number;
  /** The first delay, doubled with each further failure of the login. */
  slowStepMs: number;
  slowMaxMs: number;
}

export const SIGN_IN_LIMITS: SignInLimits = {
  windowMs: 15 * 60_000,
  perAddressLogin: 5,
  perAddress: 20,
  slowAfter: 10,
  slowStepMs: 100,
  slowMaxMs: 3_000,
};

/** The delay before a wrong password's answer, when the login has `failures` in the window. */
export function slowDelay(failures: number, limits: SignInLimits = SIGN_IN_LIMITS): number {
  if (failures <= limits.slowAfter) return 0;
  const doublings = Math.min(failures - limits.slowAfter - 1, 30);
  return Math.min(limits.slowStepMs * 2 ** doublings, limits.slowMaxMs);
}

/** Where the throttle writes what happened (the server's logger). */
export interface ThrottleLog {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

export function signInThrottle(
  db: Db,
  clock: Clock,
  limits: SignInLimits = SIGN_IN_LIMITS,
  log?: ThrottleLog,
  wait: (ms: number) => Promise<void> = sleep,
): SignInThrottle {
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
      // The failures of this login from this address, and of this address, in the window: before this
      // attempt (`lt`), or up to and including it (`lte`).
      let id = 0;
      const until = async (tx: Db, before: typeof lt | typeof lte) => {
        const inWindow = and(gt(signInAttempt.at, since), before(signInAttempt.id, id));
        const pair = and(eq(signInAttempt.login, login), eq(signInAttempt.address, address), inWindow);
        return later(
          await blockedUntil(tx, pair, limits.perAddressLogin),
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
      if (refusedUntil) {
        log?.warn({ login, address, retryAt: refusedUntil.toISOString() }, 'sign-in refused: too many failures');
        return { refused: true, retryAt: refusedUntil };
      }
      return {
        refused: false,
        async succeeded() {
          await db.delete(signInAttempt).where(eq(signInAttempt.login, login));
          log?.info({ login, address }, 'sign-in succeeded');
        },
        async failed() {
          // The row stays as the failure; rows out of every window are of no more use.
          await db.delete(signInAttempt).where(lte(signInAttempt.at, since));
          const [ofLogin] = await db
            .select({ n: count() })
            .from(signInAttempt)
            .where(and(eq(signInAttempt.login, login), gt(signInAttempt.at, since)));
          const failures = ofLogin?.n ?? 0;
          const delayMs = slowDelay(failures, limits);
          log?.warn({ login, address, failuresOfLogin: failures, delayMs }, 'sign-in failed');
          if (delayMs > 0) await wait(delayMs);
          return until(db, lte);
        },
      };
    },
  };
}
