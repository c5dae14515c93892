import { ErrorResponse, type User } from 'oidc-client-ts';
import { idleLimitAt, type TokenTimes, tokenTimes } from './renewal-timing';

export interface SessionKeeperOptions {
  /** The two calls of oidc-client-ts's UserManager it needs (signinSilent uses the refresh token). */
  userManager: { getUser(): Promise<User | null>; signinSilent(): Promise<User | null> };
  /** The built-in provider's idle limit in seconds; null when unknown (a hosted provider's policy). */
  idleTimeoutSeconds: number | null;
  /** A new token: renewed here, or by another tab of the portal. */
  onRenewed(user: User): void;
  /** The session is over: the provider refused to renew, or the token expired with nothing to renew it. */
  onEnded(): void;
  now?: () => number;
  /** Web Locks, so two tabs never spend the same refresh token (the provider would revoke both). */
  locks?: Pick<LockManager, 'request'> | null;
}

export type RenewalOutcome = 'renewed' | 'refused' | 'failed';

const LOCK_NAME = 'portal-session-renewal';
/** setTimeout's largest delay. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Keeps a signed-in session going while the user is active (SHELL-AUTH-10). A token is renewed with
 * the refresh token shortly before it expires when the user did something since it was received, or
 * at the first thing the user does (or the first API call) after that; an idle user's token is left
 * to expire, so the provider's idle limit can pass. The session ends only when the provider refuses a
 * renewal; a network failure is retried at the next activity or call. With no refresh token (renewal
 * off, or a hosted provider that gives none) the session ends when the access token expires.
 *
 * oidc-client-ts's own automaticSilentRenew is not used: it renews on a timer whether or not anyone
 * is at work, so an open tab would never reach the idle limit.
 */
export class SessionKeeper {
  private user: User | null = null;
  private times: TokenTimes | null = null;
  private lastActivityAt = 0;
  private renewal: Promise<RenewalOutcome> | null = null;
  private ended = false;
  private timers: ReturnType<typeof setTimeout>[] = [];
  private readonly now: () => number;
  private readonly locks: Pick<LockManager, 'request'> | null;

  constructor(private readonly options: SessionKeeperOptions) {
    this.now = options.now ?? Date.now;
    this.locks = options.locks === undefined ? (globalThis.navigator?.locks ?? null) : options.locks;
  }

  /** Keeps `user` (signed in or loaded) and plans its renewal. */
  keep(user: User): void {
    this.user = user;
    this.times = tokenTimes(user);
    this.ended = false;
    this.schedule();
  }

  stop(): void {
    this.clearTimers();
  }

  /** The user did something: renew now if the token is due (or past due). */
  activity(): void {
    const now = this.now();
    this.lastActivityAt = now;
    if (this.times && now >= this.times.dueAt && !this.ended) void this.renew();
  }

  /** The access token for an API call, renewed first when it is due. */
  async accessToken(): Promise<string | undefined> {
    if (this.renewal) await this.renewal;
    else if (this.times && this.now() >= this.times.dueAt && !this.ended) await this.renew();
    return this.user?.access_token;
  }

  /** An API answered 401: the token may have been revoked; try once to renew, else the session is over. */
  unauthorized(): void {
    if (this.ended || !this.user?.refresh_token) this.end();
    else void this.renew();
  }

  /** Another tab stored a token: take it if it is not the one held here. */
  async adoptStored(): Promise<void> {
    const stored = await this.options.userManager.getUser();
    if (stored && !this.ended && stored.access_token !== this.user?.access_token) this.adopt(stored);
  }

  /** Renews now (one renewal at a time, across tabs). */
  renew(): Promise<RenewalOutcome> {
    if (this.ended) return Promise.resolve('refused');
    if (!this.user?.refresh_token) {
      if (this.user?.expired !== false) this.end();
      return Promise.resolve(this.ended ? 'refused' : 'failed');
    }
    this.renewal ??= this.renewUnderLock().finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  }

  private async renewUnderLock(): Promise<RenewalOutcome> {
    const run = async (): Promise<RenewalOutcome> => {
      const stored = await this.options.userManager.getUser();
      // Another tab signed out or timed out: the provider session is gone with it.
      if (!stored) return this.end();
      // Another tab renewed while this one waited for the lock.
      const storedTimes = tokenTimes(stored);
      if (stored.access_token !== this.user?.access_token && storedTimes && this.now() < storedTimes.dueAt) {
        this.adopt(stored);
        return 'renewed';
      }
      try {
        const user = await this.options.userManager.signinSilent();
        if (!user) return 'failed';
        this.adopt(user);
        return 'renewed';
      } catch (error) {
        // The provider answered with an OAuth error (invalid_grant: expired, idle, revoked).
        if (error instanceof ErrorResponse) return this.end();
        // Unreachable or timed out: that says nothing about the session; the next activity retries.
        console.warn('Session renewal failed; will retry', error);
        return 'failed';
      }
    };
    return this.locks ? this.locks.request(LOCK_NAME, run) : run();
  }

  private adopt(user: User): void {
    this.user = user;
    this.times = tokenTimes(user);
    this.schedule();
    this.options.onRenewed(user);
  }

  private end(): 'refused' {
    this.clearTimers();
    this.ended = true;
    this.options.onEnded();
    return 'refused';
  }

  private schedule(): void {
    this.clearTimers();
    const times = this.times;
    if (!times || this.ended) return;
    if (!this.user?.refresh_token) {
      this.at(times.expiresAt, () => this.end());
      return;
    }
    // Due: renew if the user did something while this token was held; otherwise at the next activity.
    this.at(times.dueAt, () => {
      if (this.lastActivityAt > times.issuedAt) void this.renew();
    });
    // Past the provider's idle limit the renewal is refused, which ends the session without waiting
    // for the user to come back (the provider counts this call, but only after its limit has passed).
    const idleAt = idleLimitAt(times, this.options.idleTimeoutSeconds);
    if (idleAt !== null) this.at(idleAt, () => void this.renew());
  }

  private at(time: number, run: () => void): void {
    const delay = Math.min(Math.max(time - this.now(), 0), MAX_TIMER_MS);
    this.timers.push(setTimeout(run, delay));
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }
}
