/**
 * One shape for every lifecycle (the catalogue workflow, the eCom plan; subscriptions, transactions
 * and gifts to come): its statuses with their labels, and one table of transitions, each with where it
 * starts (`from`), where it ends (`to`), who may ask for it (`permission`), why it is refused, and the
 * audit action it records. The buttons ask `transitionRefusal` whether to enable themselves and show
 * its text as their tooltip; the server's one `applyTransition` (src/server/areas/lifecycle) refuses the
 * same transitions with the same text, under the row's lock.
 *
 * A lifecycle may derive what staff see from more than the status (`display`: a subscription that is
 * Active with a cancel pending shows 'Pending Cancel'), and some transitions are applied by a job when
 * their time comes (`by: 'clock'`: the scheduled publish; trial and grace ends, renewals), with the
 * clock injected so tests can walk through time.
 */

/** What every lifecycle state has: its status. A lifecycle may read more (a pending schedule, a pid). */
export interface LifecycleState<S extends string> {
  status: S;
}

export interface TransitionDef<S extends string, St extends LifecycleState<S>, C> {
  /** Statuses the transition starts from. */
  readonly from: readonly S[];
  /** The status afterwards; null: the status is unchanged (a schedule set or stopped). */
  readonly to: S | null;
  /** The button or menu label. */
  readonly label: string;
  /** The permission a person needs to ask for it (per context, e.g. per catalogue entity). */
  readonly permission: string | ((ctx: C) => string);
  /** The audit (change-log) action recorded. */
  readonly audit: string;
  /** 'staff': a person asks for it; 'clock': a job applies it when its time comes. */
  readonly by: 'staff' | 'clock';
  /** The refusal text when the state's status is not in `from`. */
  readonly wrongStatus: (state: St, ctx: C) => string;
  /** A further condition beyond the status (a schedule pending or not): its refusal text, or null. */
  readonly guard?: (state: St, ctx: C) => string | null;
}

export interface Lifecycle<S extends string, A extends string, St extends LifecycleState<S>, C, T = object> {
  /** Its name, for messages and the tests. */
  readonly name: string;
  readonly statuses: readonly S[];
  readonly labels: Readonly<Record<S, string>>;
  readonly transitions: Readonly<Record<A, TransitionDef<S, St, C> & T>>;
  /** What staff see of a state when it is more than its status's label. */
  readonly display?: (state: St) => string;
}

/** Checks a lifecycle's table as it is defined: every `from` and `to` is one of its statuses. */
export function defineLifecycle<S extends string, A extends string, St extends LifecycleState<S>, C, T = object>(
  lifecycle: Lifecycle<S, A, St, C, T>,
): Lifecycle<S, A, St, C, T> {
  for (const [action, t] of Object.entries(lifecycle.transitions) as [string, TransitionDef<S, St, C>][]) {
    for (const s of [...t.from, ...(t.to === null ? [] : [t.to])]) {
      if (!lifecycle.statuses.includes(s)) throw new Error(`${lifecycle.name}.${action}: unknown status '${s}'`);
    }
  }
  return lifecycle;
}

/** Why the transition is refused for this state (the 409 detail, the disabled button's tooltip), or null. */
export function transitionRefusal<S extends string, A extends string, St extends LifecycleState<S>, C, T>(
  lifecycle: Lifecycle<S, A, St, C, T>,
  action: A,
  state: St,
  ctx: C,
): string | null {
  const t = lifecycle.transitions[action];
  if (!t.from.includes(state.status)) return t.wrongStatus(state, ctx);
  return t.guard ? t.guard(state, ctx) : null;
}

/** The permission a person needs for the transition. */
export function transitionPermission<S extends string, A extends string, St extends LifecycleState<S>, C, T>(
  lifecycle: Lifecycle<S, A, St, C, T>,
  action: A,
  ctx: C,
): string {
  const p = lifecycle.transitions[action].permission;
  return typeof p === 'function' ? p(ctx) : p;
}

/** The transitions staff may ask for in this state, in the table's order (before permissions). */
export function availableTransitions<S extends string, A extends string, St extends LifecycleState<S>, C, T>(
  lifecycle: Lifecycle<S, A, St, C, T>,
  state: St,
  ctx: C,
): A[] {
  return (Object.keys(lifecycle.transitions) as A[]).filter(
    (a) => lifecycle.transitions[a].by === 'staff' && transitionRefusal(lifecycle, a, state, ctx) === null,
  );
}

/** What staff see of a state: the lifecycle's derived display, else its status's label. */
export function displayStatus<S extends string, A extends string, St extends LifecycleState<S>, C, T>(
  lifecycle: Lifecycle<S, A, St, C, T>,
  state: St,
): string {
  return lifecycle.display ? lifecycle.display(state) : lifecycle.labels[state.status];
}
