/** What `?wall=` and `?group=` accept (the fleet protocol's pattern). */
export const WALL_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;

const ROUTE_GROUPS: Record<string, string> = { '/': 'hub', '/xndx': 'xndx' };

/** The group a wall route belongs to by default; undefined for pages that are not walls. */
export function routeGroup(pathname: string): string | undefined {
  return ROUTE_GROUPS[pathname.replace(/(.)\/+$/, '$1')];
}

/**
 * Whether a page is a wall that enrols and reports itself: `/` and `/xndx`. `/preview?group=hub` is no wall:
 * it never enrols nor beats.
 */
export const isWallPage = (pathname: string): boolean => routeGroup(pathname) !== undefined;

/**
 * What a wall not yet claimed says of itself when it asks for a code. The service's records decide its id and
 * group: `?wall=` and `?group=` (else the route's group) are only what the operator who claims it is offered.
 */
export interface EnrolSuggestions {
  route: string;
  suggestedName?: string;
  suggestedGroup?: string;
}

/** The suggestions from the wall's address; a malformed `?wall=` or `?group=` is left out. */
export function enrolSuggestions(location: { pathname: string; search: string }): EnrolSuggestions {
  const query = new URLSearchParams(location.search);
  const valid = (value: string | null) => (value !== null && WALL_ID_PATTERN.test(value) ? value : undefined);
  const suggestedName = valid(query.get('wall'));
  const suggestedGroup = valid(query.get('group')) ?? routeGroup(location.pathname);
  return {
    route: location.pathname.slice(0, 200),
    ...(suggestedName ? { suggestedName } : {}),
    ...(suggestedGroup ? { suggestedGroup } : {}),
  };
}

/** The query parameter of a kiosk's provisioning address, `/?enroll=<token>`. */
export const ENROL_PARAM = 'enroll';

/**
 * Takes the provisioning token out of the address bar (history.replaceState, no page load) and returns it. Called
 * before the page first draws, so the token is neither on the screen's address nor in any screenshot.
 */
export function takeEnrolToken(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
): string | undefined {
  const url = new URL(location.href);
  const token = url.searchParams.get(ENROL_PARAM);
  if (token === null) return undefined;
  url.searchParams.delete(ENROL_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token.length > 0 && token.length <= 200 ? token : undefined;
}
