// `npm start`: install, build, seed the database if absent, start the API and every bundle, print the URLs.
import { buildAll, ensureInstalled, run } from './bootstrap.mjs';

ensureInstalled();
buildAll();
// The API server creates and seeds its database on first start.
run('pnpm', ['exec', 'tsx', 'tools/dev/main.ts'], { allowFailure: true });
