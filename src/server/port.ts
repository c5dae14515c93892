/**
 * A port: what a lower area asks of an area above it, which it may not import (the import would close a
 * cycle: docs/architecture.md, "What may import what"). The lower area defines the port and calls it;
 * the area above implements it and exports the implementation from its index.ts; the assembly
 * (src/server/areas/index.ts) plugs each implementation in when it loads. Calling a port nobody plugged
 * throws, naming it.
 */
// biome-ignore lint/suspicious/noExplicitAny: a port carries a function of any shape.
export interface Port<F extends (...args: any[]) => any> {
  readonly name: string;
  /** The assembly plugs the implementation in (once; a second plug replaces it, for tests). */
  plug(implementation: F): void;
  /** Calls the implementation. */
  readonly call: F;
}

// biome-ignore lint/suspicious/noExplicitAny: a port carries a function of any shape.
export function definePort<F extends (...args: any[]) => any>(name: string): Port<F> {
  let implementation: F | undefined;
  const call = ((...args: Parameters<F>): ReturnType<F> => {
    if (!implementation) {
      throw new Error(`The port ${name} is not plugged in: load src/server/areas (the assembly) first.`);
    }
    return implementation(...args);
  }) as F;
  return {
    name,
    plug: (f) => {
      implementation = f;
    },
    call,
  };
}
