/**
 * oidc-provider, loaded without its start-up warning about Node 20: version 9 asks for Node 22 and
 * prints 'Unsupported runtime' on every start, though it runs (and our sign-in tests pass) on the Node
 * 20 the project supports (docs/decisions.md). Only that one message is dropped; every other warning
 * of the library, and everything else written to the console meanwhile, passes through.
 */
const UNSUPPORTED = 'oidc-provider WARNING: Unsupported runtime';
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes(UNSUPPORTED)) return;
  warn(...args);
};
const loaded = await import('oidc-provider');
console.warn = warn;

export const Provider = loaded.default;
export type Provider = InstanceType<typeof loaded.default>;
