// `npm run bench`: set-up, build, then the benchmark (first view, bytes, shared copies, soak). Args pass through.
import { buildAll, ensureBrowser, ensureInstalled, run } from './bootstrap.mjs';

ensureInstalled();
ensureBrowser();
buildAll();
run('pnpm', ['exec', 'tsx', 'tools/src/bench.ts', ...process.argv.slice(2)]);
