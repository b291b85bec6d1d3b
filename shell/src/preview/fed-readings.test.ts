import { FED_READINGS_MAX, FED_VALUE_MAX_CHARS, fedReadingsSchema, fedSourceReader } from './fed-readings';

const total = { source: 1, mapping: 'total', value: 1280, intervalMs: 5000, goodAt: 1_700_000_000_000, stale: false };
const items = {
  source: 1,
  mapping: 'items',
  value: [{ label: '软件', value: 30 }],
  intervalMs: 5000,
  stale: true,
  reason: '上游无法连接',
};
const read = (reader: ReturnType<typeof fedSourceReader>, source: number, mapping: string) =>
  reader(source, mapping, new AbortController().signal);

test('the reader answers each mapping with what the console sent for it, stale flag and reason kept', async () => {
  const readings = fedSourceReader([total, items]);
  await expect(read(readings, 1, 'total')).resolves.toEqual({
    value: 1280,
    intervalMs: 5000,
    goodAt: 1_700_000_000_000,
    stale: false,
  });
  await expect(read(readings, 1, 'items')).resolves.toEqual({
    value: [{ label: '软件', value: 30 }],
    intervalMs: 5000,
    stale: true,
    reason: '上游无法连接',
  });
});

test('a mapping not sent is a failure in words', async () => {
  const readings = fedSourceReader([{ ...total, value: 1333 }]);
  await expect(read(readings, 1, 'total')).resolves.toMatchObject({ value: 1333 });
  await expect(read(readings, 1, 'items')).rejects.toThrow('控制台尚未送来数据源 1 映射 items 的读数');
  await expect(read(readings, 2, 'total')).rejects.toThrow('数据源 2');
});

test('a read already stopped is not answered', async () => {
  const stop = new AbortController();
  stop.abort();
  await expect(fedSourceReader([total])(1, 'total', stop.signal)).rejects.toThrow('已停止');
});

test('the schema takes readings as the console reads them', () => {
  expect(fedReadingsSchema.safeParse([total, items]).success).toBe(true);
  expect(fedReadingsSchema.safeParse([]).success).toBe(true);
});

test.each([
  ['an extra field (a credential has no way in)', [{ ...total, secret: 'abc' }]],
  ['a mapping name that is a path', [{ ...total, mapping: '../walls' }]],
  ['a source that is not a positive integer', [{ ...total, source: 0 }]],
  ['a stale flag that is not a boolean', [{ ...total, stale: 'no' }]],
  ['no interval', [{ ...total, intervalMs: undefined }]],
  ['an overlong reason', [{ ...items, reason: '坏'.repeat(301) }]],
  ['a value too big', [{ ...total, value: 'x'.repeat(FED_VALUE_MAX_CHARS) }]],
  ['too many readings', Array.from({ length: FED_READINGS_MAX + 1 }, (_, i) => ({ ...total, source: i + 1 }))],
])('the schema refuses %s', (_name, readings) => {
  expect(fedReadingsSchema.safeParse(readings).success).toBe(false);
});
