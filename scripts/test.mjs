// `npm test`: set-up included (pnpm, packages, Chromium + CJK font, Firefox ESR, nginx, Prometheus + Alertmanager), then type-check, lint, unit tests,
// build, browser tests; ends with one plain `N passed, N failed` line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll, ensureBrowser, ensureFirefox, ensureInstalled, ensureNginx, ensurePostgres, ensurePrometheus, ROOT, run } from './bootstrap.mjs';

const reports = join(ROOT, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

ensureInstalled();
ensureBrowser();
ensureFirefox();
ensureNginx();
ensurePrometheus();
ensurePostgres();

console.log('→ 类型检查 (tsc)');
const typecheck = run('pnpm', ['exec', 'tsc', '--noEmit', '-p', 'tsconfig.json'], { allowFailure: true });
console.log('→ 依赖边界检查 (eslint)');
const lint = run('pnpm', ['exec', 'eslint', '.', '--max-warnings=0'], { allowFailure: true });

console.log('→ shared-sdk 公共接口报告 (API Extractor)');
const apiReport = run('pnpm', ['run', '--silent', 'api:check'], { allowFailure: true });

console.log('→ 单元测试 (jest)');
const jestReport = join(reports, 'jest.json');
run('pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${jestReport}`], { allowFailure: true });

console.log('→ 构建');
buildAll();

console.log('→ 浏览器测试 (Playwright + Chromium，Firefox ESR 经 puppeteer-core)');
const e2eReport = join(reports, 'e2e.json');
run('pnpm', ['exec', 'playwright', 'test'], { allowFailure: true, env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } });

console.log('→ 大屏集群服务的浏览器测试，在 PostgreSQL 上再跑一遍');
const e2ePostgresReport = join(reports, 'e2e-postgres.json');
run('pnpm', ['exec', 'tsx', 'tools/src/with-postgres.ts', 'pnpm', 'exec', 'playwright', 'test', 'e2e/fleet-console.spec.ts'], {
  allowFailure: true,
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2ePostgresReport },
});

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const jest = readJson(jestReport);
let passed = 0;
let failed = 0;
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
} else failed += 1;
for (const e2e of [readJson(e2eReport), readJson(e2ePostgresReport)]) {
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
  } else failed += 1;
}
// Type errors, boundary violations and a stale shared-sdk API report each count as one failed check.
for (const [name, status] of [['tsc', typecheck], ['eslint', lint], ['api-report', apiReport]]) {
  if (status === 0) passed += 1;
  else {
    failed += 1;
    console.error(`✖ ${name} 未通过`);
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
