import { enrolSuggestions, isWallPage, routeGroup, takeEnrolToken } from './wall-identity';

test('?wall= and ?group= are only suggestions for the operator who claims the wall', () => {
  expect(enrolSuggestions({ pathname: '/', search: '?wall=lobby-1&group=meeting_2' })).toEqual({
    route: '/',
    suggestedName: 'lobby-1',
    suggestedGroup: 'meeting_2',
  });
});

test('the suggested group follows the route when the address names none', () => {
  expect(enrolSuggestions({ pathname: '/xndx', search: '' })).toEqual({ route: '/xndx', suggestedGroup: 'xndx' });
  expect(routeGroup('/xndx/')).toBe('xndx');
  expect(routeGroup('/preview')).toBeUndefined();
});

test('a malformed ?wall= or ?group= is left out', () => {
  expect(enrolSuggestions({ pathname: '/', search: '?wall=Lobby<1>&group=-bad' })).toEqual({
    route: '/',
    suggestedGroup: 'hub',
  });
});

test('only the wall routes enrol: a preview of a group is no wall', () => {
  expect(isWallPage('/')).toBe(true);
  expect(isWallPage('/xndx/')).toBe(true);
  expect(isWallPage('/preview')).toBe(false);
});

/** A history that records what the address bar would hold. */
function addressBar(href: string) {
  const bar = {
    href,
    replaceState: (_state: unknown, _unused: string, url?: string | URL | null) =>
      void (bar.href = new URL(String(url), bar.href).href),
    state: null,
  };
  return bar;
}

test('the provisioning token is taken out of the address, everything else of it stays', () => {
  const bar = addressBar('http://wall.example/xndx?ops=1&enroll=cpt_secret123&wall=lobby-1#top');
  expect(takeEnrolToken(bar, bar)).toBe('cpt_secret123');
  expect(bar.href).toBe('http://wall.example/xndx?ops=1&wall=lobby-1#top');
});

test('an address without a token is left alone; an empty or oversized token is removed but not used', () => {
  const plain = addressBar('http://wall.example/?wall=lobby-1');
  const replace = jest.spyOn(plain, 'replaceState');
  expect(takeEnrolToken(plain, plain)).toBeUndefined();
  expect(replace).not.toHaveBeenCalled();
  const huge = addressBar(`http://wall.example/?enroll=${'x'.repeat(201)}`);
  expect(takeEnrolToken(huge, huge)).toBeUndefined();
  expect(huge.href).toBe('http://wall.example/');
});
