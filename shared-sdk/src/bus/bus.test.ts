import { firstValueFrom } from 'rxjs';
import { LOCAL_TOKEN } from '../http/constants';
import { createBus, getBus } from './bus';
import { DEFAULT_TITLE } from './system-store';

test('the page has one bus, however often it is asked for', () => {
  expect(getBus()).toBe(getBus());
});

test('the title defaults to the hub name and can be set', async () => {
  const bus = createBus();
  expect(await firstValueFrom(bus.system.title$)).toBe('人才创新创业服务港');
  expect(DEFAULT_TITLE).toBe('人才创新创业服务港');
  bus.system.setTitle('新标题');
  expect(await firstValueFrom(bus.system.title$)).toBe('新标题');
});

test('dictionaries are stored per type and can be merged', () => {
  const { system } = createBus();
  system.setDict('a', [{ label: '甲', key: '1' }]);
  system.mergeDict({ b: [{ label: '乙', key: '2' }], a: [{ label: '丙', key: '3' }] });
  expect(system.getDict('a')).toEqual([{ label: '丙', key: '3' }]);
  expect(system.getDict('b')).toEqual([{ label: '乙', key: '2' }]);
});

describe('user state', () => {
  beforeEach(() => localStorage.clear());

  test('set info and token; the token is kept under the local-token key', () => {
    const { user } = createBus();
    user.setUserInfo({ name: '管理员' });
    user.setToken('t-1');
    expect(user.value).toEqual({ userInfo: { name: '管理员' }, token: 't-1' });
    expect(localStorage.getItem(LOCAL_TOKEN)).toBe('t-1');
  });

  test('clearing user info clears the token with it', () => {
    const { user } = createBus();
    user.setUserInfo({ name: '管理员' });
    user.setToken('t-1');
    user.clearUserInfo();
    expect(user.value).toEqual({ userInfo: null, token: null });
    expect(localStorage.getItem(LOCAL_TOKEN)).toBeNull();
  });

  test('clearing the token keeps the user info', () => {
    const { user } = createBus();
    user.setUserInfo({ name: '管理员' });
    user.setToken('t-1');
    user.clearToken();
    expect(user.value).toEqual({ userInfo: { name: '管理员' }, token: null });
  });

  test('a new page starts with the stored token and no user info (nothing else persists)', () => {
    localStorage.setItem(LOCAL_TOKEN, 'kept');
    const { user, system } = createBus();
    expect(user.value).toEqual({ userInfo: null, token: 'kept' });
    expect(system.getDict('anything')).toBeUndefined();
    expect(localStorage.length).toBe(1);
  });
});
