/** What `?wall=` and `?group=` accept (the fleet protocol's pattern). */
export const WALL_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
/** Where a wall keeps the id it generated for itself. */
export const WALL_ID_STORAGE_KEY = 'cockpit.wallId';

/** Who this display is to the fleet service. */
export interface WallIdentity {
  /** From `?wall=`, else generated once and kept in the browser. */
  id: string;
  /** From `?group=`, else by route (`/` → `hub`, `/xndx` → `xndx`); absent on a page that is no wall (`/preview`). */
  group?: string;
}

const ROUTE_GROUPS: Record<string, string> = { '/': 'hub', '/xndx': 'xndx' };

/** The group a wall route belongs to by default; undefined for pages that are not walls. */
export function routeGroup(pathname: string): string | undefined {
  return ROUTE_GROUPS[pathname.replace(/(.)\/+$/, '$1')];
}

/**
 * Whether a page is a wall that reports itself: `/` and `/xndx`. `/preview?group=hub` reads its group's runtime
 * files (the console's layout editor previews a panel the group runs) but is no wall and never beats.
 */
export const isWallPage = (pathname: string): boolean => routeGroup(pathname) !== undefined;

/** `wall-` and 8 random characters of `[a-z0-9]` (getRandomValues works on plain http too, unlike randomUUID). */
export function generateWallId(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return `wall-${[...random(new Uint8Array(8))].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The id kept in `storage`, or a new one stored there; a browser that refuses storage gets one for this page only. */
function storedWallId(storage: IdStorage | undefined, generate: () => string): string {
  try {
    const kept = storage?.getItem(WALL_ID_STORAGE_KEY);
    if (kept && WALL_ID_PATTERN.test(kept)) return kept;
    const id = generate();
    storage?.setItem(WALL_ID_STORAGE_KEY, id);
    return id;
  } catch {
    return generate();
  }
}

/** The wall's id and group from its URL and browser storage; a malformed `?wall=` or `?group=` is ignored. */
export function wallIdentity(location: { pathname: string; search: string }, storage: IdStorage | undefined, generate = () => generateWallId()): WallIdentity {
  const query = new URLSearchParams(location.search);
  const valid = (value: string | null) => (value !== null && WALL_ID_PATTERN.test(value) ? value : undefined);
  const id = valid(query.get('wall')) ?? storedWallId(storage, generate);
  const group = valid(query.get('group')) ?? routeGroup(location.pathname);
  return group ? { id, group } : { id };
}
