import type { PanelMinSize } from '@cockpit/shared-sdk';

/**
 * Whether this page is the single-bundle (monolith) build: every remote's modules linked into main.js, no
 * `mf-manifest.json` to read minimums from. Its build marks the page's prefetch script `data-remotes="linked"`.
 */
export function remotesLinked(doc: Document | undefined = globalThis.document): boolean {
  return !!doc?.querySelector('script[data-remotes="linked"]');
}

const side = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** The `minSize` a panel module's descriptor declares (its default export, or the module itself), if well formed. */
function declaredMinSize(module: unknown): PanelMinSize | undefined {
  const descriptor = (module as { default?: unknown } | null)?.default ?? module;
  const min = (descriptor as { minSize?: { width?: unknown; height?: unknown } } | null)?.minSize;
  return min && side(min.width) && side(min.height) ? { width: min.width, height: min.height } : undefined;
}

/**
 * In the monolith: each of `panels`' declared minimum, read from the descriptor its build links statically (`load`
 * answers from the import map at once). A panel the build lacks says nothing here; drawing it shows its own error.
 */
export async function linkedMinimums(
  panels: string[],
  load: (id: string) => Promise<unknown>,
): Promise<Map<string, PanelMinSize>> {
  const found = new Map<string, PanelMinSize>();
  await Promise.all(
    [...new Set(panels)].map(async (id) => {
      const min = declaredMinSize(await load(id).catch(() => undefined));
      if (min) found.set(id, min);
    }),
  );
  return found;
}
