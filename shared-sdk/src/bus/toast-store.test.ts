import { TOAST_DEDUPE_MS, ToastStore, type Toast } from './toast-store';

function storeAt(clock: { now: number }) {
  const store = new ToastStore(() => clock.now);
  const shown: Toast[] = [];
  store.toasts$.subscribe((t) => shown.push(t));
  return { store, shown };
}

test('the same error from many panels raises one toast', () => {
  const clock = { now: 0 };
  const { store, shown } = storeAt(clock);
  for (let i = 0; i < 20; i += 1) store.error('无法连接到数据接口');
  expect(shown).toHaveLength(1);
});

test('distinct errors each raise their own toast', () => {
  const { store, shown } = storeAt({ now: 0 });
  store.error('甲');
  store.error('乙');
  expect(shown.map((t) => t.message)).toEqual(['甲', '乙']);
});

test('the same error raises again once the quiet period has passed', () => {
  const clock = { now: 0 };
  const { store, shown } = storeAt(clock);
  store.error('甲');
  clock.now = TOAST_DEDUPE_MS + 1;
  store.error('甲');
  expect(shown).toHaveLength(2);
});
