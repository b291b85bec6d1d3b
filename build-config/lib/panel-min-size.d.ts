/** A panel's smallest readable slot, design-canvas px. */
export interface PanelMinSize {
  width: number;
  height: number;
}

/** The `minSize: { width, height }` a descriptor's source declares; undefined when it declares none. */
export function readMinSize(source: string, file: string): PanelMinSize | undefined;

/** Exposed file → the minimum its descriptor declares, filled by the build-identity loader as it compiles each one. */
export const declared: Map<string, PanelMinSize>;

/** The manifest's `minSizes`: exposed panel name (without `./`) → its minimum, for those that declare one. */
export function declaredMinSizes(exposedFiles: Record<string, string>): Record<string, PanelMinSize>;
