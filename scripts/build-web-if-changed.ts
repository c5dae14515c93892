// npm start: builds the web app (dist/web) only when its sources changed since the last build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { decideBuild, hashWebSources, REPO_ROOT, readStamp } from './web-build/stamp';

const outDir = join(REPO_ROOT, 'dist/web');
const decision = decideBuild({
  outputPresent: existsSync(join(outDir, 'index.html')),
  stamp: readStamp(outDir),
  current: hashWebSources(REPO_ROOT),
});
console.log(`web app: ${decision.reason}${decision.build ? ': building' : ': not rebuilt'}`);
if (decision.build) {
  // Loaded only to build: Vite alone takes longer to load than the check.
  const { build } = await import('vite');
  await build({ configFile: join(REPO_ROOT, 'vite.config.ts') });
}
