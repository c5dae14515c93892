import type { InlineConfig, Logger } from 'vite';

/**
 * `npm start`'s build of the web app (issue 21): quiet unless it fails. Vite's messages (its warnings and
 * errors; the chunk list is not asked for) go to a buffer instead of the terminal; a failed build writes
 * them out with the error and answers false. `npm run build` keeps Vite's whole output.
 */
export async function buildQuietly(
  config: InlineConfig,
  write: (text: string) => void = (text) => process.stderr.write(text),
): Promise<boolean> {
  const kept: string[] = [];
  const logged = new WeakSet<object>();
  const warnedOnce = new Set<string>();
  const logger: Logger = {
    hasWarned: false,
    info: (message) => kept.push(message),
    warn: (message) => {
      logger.hasWarned = true;
      kept.push(message);
    },
    warnOnce: (message) => {
      if (warnedOnce.has(message)) return;
      warnedOnce.add(message);
      logger.warn(message);
    },
    error: (message, options) => {
      if (options?.error) logged.add(options.error);
      kept.push(message);
    },
    clearScreen: () => {},
    hasErrorLogged: (error) => logged.has(error),
  };
  // Loaded only to build: Vite alone takes longer to load than the check before it.
  const { build } = await import('vite');
  try {
    await build({ ...config, logLevel: 'warn', customLogger: logger });
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    write(`web app: the build failed\n${[...kept, reason].join('\n')}\n`);
    return false;
  }
}
