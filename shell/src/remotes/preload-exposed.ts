import * as z from 'zod/mini';

const manifestFilesSchema = z.object({
  metaData: z.object({
    publicPath: z.optional(z.string()),
    remoteEntry: z.object({ name: z.string(), path: z.optional(z.string()) }),
  }),
  exposes: z.array(z.object({ name: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) })),
});

/**
 * The scripts MF loads for a remote's modules, as its `mf-manifest.json` names them: the entry and
 * the files its exposed modules need at once (all of them: the manifest lists a shared chunk under
 * only some of the modules in it, and a remote's panels ship as one file a wall shows all of).
 * Publicpath "auto" (our builds) means beside the manifest, as MF and webpack resolve it.
 */
export function remoteScripts(manifest: unknown, manifestUrl: string): string[] {
  const parsed = manifestFilesSchema.safeParse(manifest);
  if (!parsed.success) return [];
  const { metaData, exposes } = parsed.data;
  const base =
    metaData.publicPath && metaData.publicPath !== 'auto'
      ? metaData.publicPath
      : manifestUrl.replace(/[?#].*$/, '').replace(/\/[^/]+$/, '/');
  const entryPath = metaData.remoteEntry.path ? `${metaData.remoteEntry.path.replace(/\/$/, '')}/` : '';
  const files = new Set(exposes.flatMap((e) => e.assets.js.sync));
  return [`${entryPath}${metaData.remoteEntry.name}`, ...files].map(
    (file) => new URL(file, new URL(base, manifestUrl)).href,
  );
}

const PRELOAD = 'link[rel="preload"][data-cockpit-preload]';

/**
 * Starts each script now with `<link rel=preload as=script>` (no CORS, as MF's and webpack's script
 * tags request it, so the later script is served from the preloaded response). A URL already
 * preloading is not started twice.
 */
export function preloadScripts(urls: string[]): void {
  const preloading = new Set([...document.querySelectorAll<HTMLLinkElement>(PRELOAD)].map((link) => link.href));
  for (const href of urls.filter((url) => !preloading.has(url))) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    link.setAttribute('data-cockpit-preload', '');
    document.head.appendChild(link);
  }
}

/** Removes the preload links of scripts under `prefix` (their scripts have run): a wall swaps remotes for months. */
export function dropPreloads(prefix: string): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(PRELOAD))
    if (link.href.startsWith(prefix)) link.remove();
}
