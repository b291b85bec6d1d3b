import { showIdentity } from './identify-overlay';
import { RELOAD_ACK_KEY, takeReloadAck, wallActions } from './wall-actions';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

test('识别 shows the name, group and location as text over the page, and answers', () => {
  const acks: unknown[] = [];
  const actions = wallActions({ ack: async (...a) => acks.push(a), screenshot: () => undefined, storage: memory() });
  actions.handle({
    type: 'action',
    id: 'a1',
    action: 'identify',
    identity: { name: '<b>大厅左屏</b>', group: 'lobby', location: '一楼' },
  });
  const overlay = document.getElementById('cockpit-identify')!;
  expect(overlay.textContent).toContain('<b>大厅左屏</b>');
  expect(overlay.querySelector('b')).toBeNull();
  expect(overlay.textContent).toContain('位置：一楼');
  expect(acks).toEqual([['a1', true, undefined]]);
  actions.stop();
  expect(document.getElementById('cockpit-identify')).toBeNull();
});

test('the identity goes away by itself after its time', () => {
  jest.useFakeTimers();
  showIdentity({ name: '大厅左屏', group: 'lobby' }, 10_000);
  jest.advanceTimersByTime(9_999);
  expect(document.getElementById('cockpit-identify')).not.toBeNull();
  jest.advanceTimersByTime(1);
  expect(document.getElementById('cockpit-identify')).toBeNull();
  jest.useRealTimers();
});

test('重新加载 keeps its id for the reloaded page, which answers it once', () => {
  const storage = memory();
  let reloaded = 0;
  wallActions({ ack: async () => undefined, screenshot: () => undefined, storage, reload: () => reloaded++ }).handle({
    type: 'action',
    id: 'r1',
    action: 'reload',
  });
  expect(reloaded).toBe(1);
  expect(storage.getItem(RELOAD_ACK_KEY)).toBe('r1');
  expect(takeReloadAck(storage)).toBe('r1');
  expect(takeReloadAck(storage)).toBeUndefined();
});

test('截图 takes the screenshot the request names', () => {
  const taken: string[] = [];
  wallActions({ ack: async () => undefined, screenshot: (id) => taken.push(id), storage: memory() }).handle({
    type: 'action',
    id: 's1',
    action: 'screenshot',
    requestId: 'req-1',
  });
  expect(taken).toEqual(['req-1']);
});
