// `npm run bench`: set-up, then the benchmark, which builds everything itself to time the builds
// (first view against a monolith, bytes, header paint, steady-state load, soak). Args pass through.
import { ensureBrowser, ensureInstalled, run } from './bootstrap.mjs';

ensureInstalled();
ensureBrowser();
run('pnpm', ['exec', 'tsx', 'tools/src/bench.ts', ...process.argv.slice(2)]);
