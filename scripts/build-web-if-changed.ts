// npm start: builds the web app (dist/web) only when its sources changed since the last build, quietly:
// one line says whether it builds; Vite's own output shows only when the build fails.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildQuietly } from './web-build/quiet-build';
import { decideBuild, hashWebSources, REPO_ROOT, readStamp } from './web-build/stamp';

const outDir = join(REPO_ROOT, 'dist/web');
const decision = decideBuild({
  outputPresent: existsSync(join(outDir, 'index.html')),
  stamp: readStamp(outDir),
  current: hashWebSources(REPO_ROOT),
});
console.log(`web app: ${decision.reason}${decision.build ? ': building' : ': not rebuilt'}`);
if (decision.build && !(await buildQuietly({ configFile: join(REPO_ROOT, 'vite.config.ts') }))) process.exit(1);
