import type { ReleasesContext } from './releases-context';
import { Refusal } from '../../core/http/errors';
import { findRelease } from './releases-store';
import { displaySdkVersions, isCompatible } from './inventory';

/** `remote@version` from the inventory, refused in words when it is not there or the displays cannot run it. */
export async function runnableRelease(ctx: ReleasesContext, remote: string, version: string) {
  const release = await findRelease(ctx.db, remote, version);
  if (!release) throw new Refusal(400, `发布清单中没有 ${remote}@${version}`, 'version');
  const sdk = displaySdkVersions(ctx.fleet, ctx.releases.options.sdkVersion);
  if (!isCompatible(release.sdkRange, sdk)) {
    throw new Refusal(
      400,
      `${remote}@${version} 需要 SDK ${release.sdkRange}，大屏运行的是 ${sdk.join('、')}`,
      'version',
    );
  }
  return release;
}
