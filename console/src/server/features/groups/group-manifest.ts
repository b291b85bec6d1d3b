import { type ReleasesContext, manifestUrlOf, versionFor, listReleases, listRollouts } from '../releases';

/**
 * The remotes manifest a group runs: remote → the URL of its build's `mf-manifest.json`. For `wallId`, the version that
 * wall runs (the new one on a canary of a baking rollout); without one, the group's settled versions (what the console's
 * preview shows). Read from the database each time, so a step just stored is what the next read gets.
 */
export async function groupManifest(
  ctx: ReleasesContext,
  group: string,
  wallId?: string,
): Promise<Record<string, string>> {
  const { groups, options } = ctx.releases;
  const [settled, live, releases] = await Promise.all([
    groups.versions(group),
    wallId ? listRollouts(ctx.db, { live: true }) : [],
    listReleases(ctx.db),
  ]);
  const urls = new Map(releases.map((r) => [`${r.remote}@${r.version}`, r.manifestUrl]));
  const remotes: Record<string, string> = {};
  for (const [remote, version] of Object.entries(settled).sort()) {
    const runs = wallId
      ? versionFor(
          live.find((r) => r.remote === remote && r.groups.includes(group)),
          group,
          wallId,
          version,
        )
      : version;
    remotes[remote] =
      urls.get(`${remote}@${runs}`) ?? manifestUrlOf(options, remote, runs) ?? `${remote}/${runs}/mf-manifest.json`;
  }
  return remotes;
}
