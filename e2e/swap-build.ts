import { join } from 'node:path';
import { buildVariant, REPO_ROOT } from '../tools';

/** The title the second build of teams/running-teams shows: text only that build's code contains. */
export const SWAPPED_TITLE = '在孵团队 · 新版';
/** The version it is built and published as. */
export const SWAP_VERSION = '1.1.0-swap';

/** Builds a genuinely different version of the teams remote (running-teams titled {@link SWAPPED_TITLE}); returns its build folder. */
export function buildChangedTeams(): Promise<string> {
  return buildVariant({
    remote: 'teams',
    version: SWAP_VERSION,
    edits: [{ file: 'src/panels/running-teams/index.ts', from: "title: '在孵团队'", to: `title: '${SWAPPED_TITLE}'` }],
    publishedDir: join(REPO_ROOT, 'test-results/swap-published'),
  });
}
