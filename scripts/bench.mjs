// `npm run bench`: set-up, then the benchmark, which builds everything itself to time the builds
// (first view against a monolith, bytes, header paint, steady-state load, soak). Args pass through.
import { ensureDebianPackages, ensureInstalled, run } from './bootstrap.mjs';

ensureInstalled();
ensureDebianPackages();
run('pnpm', ['exec', 'tsx', 'tools/bench/bench.ts', ...process.argv.slice(2)]);
