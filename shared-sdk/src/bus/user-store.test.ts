import { getBus, type CockpitBus } from './bus';

/**
 * What a reload does to the bus: the page singleton is gone and getBus builds a new one, while the
 * browser's storage survives. If the key ever changes, the old bus is returned and the tests fail loudly.
 */
function reloadPage(): CockpitBus {
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('cockpit.bus.v1')];
  return getBus();
}

function storageEntries(storage: Storage): Record<string, string | null> {
  const entries: Record<string, string | null> = {};
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i) as string;
    entries[key] = storage.getItem(key);
  }
  return entries;
}

function browserStorage() {
  return { local: storageEntries(localStorage), session: storageEntries(sessionStorage), cookie: document.cookie };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reloadPage();
});

test('after a reload the token is still there and the user info is gone (seed: nothing else persists)', () => {
  const { user } = getBus();
  user.setToken('t-1');
  user.setUserInfo({ name: '管理员', roles: ['admin'] });
  expect(reloadPage().user.value).toEqual({ userInfo: null, token: 't-1' });
});

test('setting user info writes nothing to browser storage', () => {
  const { user } = getBus();
  user.setToken('t-1');
  const before = browserStorage();
  user.setUserInfo({ name: '管理员', roles: ['admin'] });
  expect(browserStorage()).toEqual(before);
});
