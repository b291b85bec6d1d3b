import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './topology';

const SDK = join(REPO_ROOT, 'shared-sdk');
const REPORT = join(SDK, 'api/shared-sdk.api.md');
const FRESH = join(SDK, 'dist/api-temp/shared-sdk.api.md');
const BASELINE = join(SDK, 'api/version.txt');

/**
 * The declaration lines of an API report (the part a change of the public surface changes). Import
 * lines are how the report names other packages' types, and SDK_VERSION changes with every release:
 * neither is a change of the surface.
 */
function declarations(report: string): Set<string> {
  const code = report.split('```ts')[1]?.split('```')[0] ?? '';
  const surface = (line: string) =>
    line && !line.startsWith('//') && !line.startsWith('import ') && !line.startsWith('export const SDK_VERSION');
  return new Set(
    code
      .split('\n')
      .map((line) => line.trim())
      .filter(surface),
  );
}

/** What a new report is to the committed one: nothing, additions only, or removals/changes (breaking). */
export function classifyApiChange(committed: string, fresh: string): 'none' | 'minor' | 'major' {
  const before = declarations(committed);
  const after = declarations(fresh);
  if ([...before].some((line) => !after.has(line))) return 'major';
  return [...after].some((line) => !before.has(line)) ? 'minor' : 'none';
}

/** The smallest version bump from `baseline` that a change of `kind` needs, or undefined when `version` suffices. */
export function missingBump(kind: 'none' | 'minor' | 'major', baseline: string, version: string): string | undefined {
  const [bMajor, bMinor] = baseline.split('.').map(Number);
  const [major, minor] = version.split('.').map(Number);
  if (kind === 'major' && major <= bMajor) return `${bMajor + 1}.0.0`;
  if (kind === 'minor' && major === bMajor && minor <= bMinor) return `${bMajor}.${bMinor + 1}.0`;
  return undefined;
}

function extract(): void {
  // The SDK's build, as its pack runs it: tsc, then the protocol's declarations bundled into dist/.
  execFileSync('pnpm', ['run', '--silent', 'build'], { cwd: SDK, stdio: 'inherit' });
  // --local writes the fresh report to the temp folder and never fails on a difference: we judge it below.
  execFileSync(join(SDK, 'node_modules/.bin/api-extractor'), ['run', '--local'], { cwd: SDK, stdio: 'ignore' });
}

/** `check` fails when the committed report is stale; `update` writes it, refusing a change the version does not admit. */
function main(mode: string): void {
  const committed = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
  extract();
  // api-extractor --local also rewrites the committed report: put it back, only `update` may change it.
  if (committed) writeFileSync(REPORT, committed);
  const fresh = readFileSync(FRESH, 'utf8');
  const version = (JSON.parse(readFileSync(join(SDK, 'package.json'), 'utf8')) as { version: string }).version;
  const kind = classifyApiChange(committed, fresh);
  if (mode === 'check') {
    if (kind === 'none') return console.log(`✓ shared-sdk ${version} 的公共接口与 api/shared-sdk.api.md 一致`);
    throw new Error(
      `shared-sdk 的公共接口已变化（${kind === 'major' ? '不兼容' : '新增'}）：运行 npm run api:update 并提交 shared-sdk/api/`,
    );
  }
  const baseline = existsSync(BASELINE) ? readFileSync(BASELINE, 'utf8').trim() : version;
  const needed = missingBump(kind, baseline, version);
  if (needed)
    throw new Error(
      `公共接口${kind === 'major' ? '有不兼容的改动' : '有新增'}：shared-sdk 的版本须至少为 ${needed}（现为 ${version}）`,
    );
  writeFileSync(REPORT, fresh);
  writeFileSync(BASELINE, `${version}\n`);
  console.log(`✓ 已更新 api/shared-sdk.api.md（${kind}，shared-sdk ${version}）`);
}

if (require.main === module) {
  try {
    main(process.argv[2] ?? 'check');
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
