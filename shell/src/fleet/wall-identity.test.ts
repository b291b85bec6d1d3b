import { generateWallId, isWallPage, routeGroup, wallIdentity, WALL_ID_PATTERN, WALL_ID_STORAGE_KEY } from './wall-identity';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
};

test('the wall id and group come from the URL when they are well formed', () => {
  expect(wallIdentity({ pathname: '/', search: '?wall=lobby-1&group=meeting_2' }, memoryStorage())).toEqual({ id: 'lobby-1', group: 'meeting_2' });
});

test('the group follows the route when the URL names none', () => {
  expect(wallIdentity({ pathname: '/', search: '?wall=lobby-1' }, memoryStorage()).group).toBe('hub');
  expect(wallIdentity({ pathname: '/xndx', search: '?wall=centre-1' }, memoryStorage()).group).toBe('xndx');
  expect(routeGroup('/xndx/')).toBe('xndx');
  expect(routeGroup('/preview')).toBeUndefined();
});

test('a malformed wall id or group in the URL is ignored', () => {
  const storage = memoryStorage({ [WALL_ID_STORAGE_KEY]: 'wall-kept0001' });
  expect(wallIdentity({ pathname: '/', search: '?wall=Lobby<1>&group=-bad' }, storage)).toEqual({ id: 'wall-kept0001', group: 'hub' });
});

test('without ?wall= an id is generated once and kept in the browser', () => {
  const storage = memoryStorage();
  const first = wallIdentity({ pathname: '/', search: '' }, storage);
  const second = wallIdentity({ pathname: '/', search: '' }, storage);
  expect(first.id).toMatch(/^wall-[a-z0-9]{8}$/);
  expect(second.id).toBe(first.id);
  expect(storage.values.get(WALL_ID_STORAGE_KEY)).toBe(first.id);
});

test('a browser that refuses storage still gets a valid id', () => {
  const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('SecurityError'); } };
  expect(wallIdentity({ pathname: '/', search: '' }, refusing).id).toMatch(WALL_ID_PATTERN);
});

test('a generated id uses only the characters the fleet accepts', () => {
  expect(generateWallId(() => Uint8Array.from([0, 25, 26, 35, 36, 255, 1, 2]))).toBe('wall-az09adbc');
});

test('only the wall routes report themselves: a preview of a group reads its files but is no wall', () => {
  expect(isWallPage('/')).toBe(true);
  expect(isWallPage('/xndx/')).toBe(true);
  expect(isWallPage('/preview')).toBe(false);
  expect(wallIdentity({ pathname: '/preview', search: '?group=hub' }, memoryStorage()).group).toBe('hub');
});
