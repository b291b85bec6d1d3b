import { SDK_VERSION, type PanelMinSize, type RemoteBuildInfo } from '@cockpit/shared-sdk';
import satisfies from 'semver/functions/satisfies';
import validRange from 'semver/ranges/valid';
import * as z from 'zod/mini';

const buildInfoSchema = z.object({
  remote: z.string(),
  version: z.string(),
  hash: z.string(),
  id: z.string(),
  sdk: z.nullable(z.string()),
});

/** A remote build that needs another shared-sdk than the display provides: retrying cannot help. */
export class IncompatibleRemoteError extends Error {
  readonly permanent = true;
  constructor(remote: string, needs: string, provided: string) {
    super(`${remote} 需要 shared-sdk ${needs}，大屏提供 ${provided}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/** The identity a loaded module reports (`__cockpitBuild`, compiled in by @cockpit/build-config). */
export function moduleBuild(module: unknown): RemoteBuildInfo | undefined {
  const parsed = buildInfoSchema.safeParse((module as { __cockpitBuild?: unknown } | null)?.__cockpitBuild);
  return parsed.success ? parsed.data : undefined;
}

/** The identity a remote's `mf-manifest.json` declares (`metaData.cockpit`), or undefined. */
export function manifestBuild(manifest: unknown): RemoteBuildInfo | undefined {
  const parsed = buildInfoSchema.safeParse(
    (manifest as { metaData?: { cockpit?: unknown } } | null)?.metaData?.cockpit,
  );
  return parsed.success ? parsed.data : undefined;
}

const side = z.int().check(z.positive(), z.maximum(1920));
const minSizesSchema = z.record(z.string(), z.object({ width: side, height: side }));

/** The panels' minimum slot sizes a manifest declares (`metaData.cockpit.minSizes`); none when absent or malformed. */
export function manifestMinSizes(manifest: unknown): Record<string, PanelMinSize> {
  const parsed = minSizesSchema.safeParse(
    (manifest as { metaData?: { cockpit?: { minSizes?: unknown } } } | null)?.metaData?.cockpit?.minSizes,
  );
  return parsed.success ? parsed.data : {};
}

/** Throws {@link IncompatibleRemoteError} when `build` needs a shared-sdk range `provided` is not in. */
export function assertSdkCompatible(build: RemoteBuildInfo | undefined, provided = SDK_VERSION): void {
  if (!build?.sdk) return;
  const range = validRange(build.sdk);
  if (!range || !satisfies(provided, range)) throw new IncompatibleRemoteError(build.remote, build.sdk, provided);
}
