import { getDictData } from '../api/dict';
import { getBus } from './bus';
import { loadDict } from './dict-loader';

jest.mock('../api/dict', () => ({ ...jest.requireActual('../api/dict'), getDictData: jest.fn() }));
const fetchDict = getDictData as jest.Mock;

beforeEach(() => fetchDict.mockReset());

test('a type not yet in shared state is fetched, mapped to label/key and stored', async () => {
  fetchDict.mockResolvedValue([{ dictLabel: '在用', dictValue: '0' }]);
  await expect(loadDict('device_status_t1')).resolves.toEqual([{ label: '在用', key: '0' }]);
  expect(getBus().system.getDict('device_status_t1')).toEqual([{ label: '在用', key: '0' }]);
});

test('a type already in shared state makes no request', async () => {
  getBus().system.setDict('known_t2', [{ label: '甲', key: 'a' }]);
  await expect(loadDict('known_t2')).resolves.toEqual([{ label: '甲', key: 'a' }]);
  expect(fetchDict).not.toHaveBeenCalled();
});

test('concurrent callers share one request', async () => {
  fetchDict.mockResolvedValue([]);
  await Promise.all([loadDict('shared_t3'), loadDict('shared_t3'), loadDict('shared_t3')]);
  expect(fetchDict).toHaveBeenCalledTimes(1);
});

test('a failed request stores nothing, so the next use tries again', async () => {
  fetchDict.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([{ dictLabel: '乙', dictValue: 'b' }]);
  await expect(loadDict('retry_t4')).rejects.toThrow('down');
  expect(getBus().system.getDict('retry_t4')).toBeUndefined();
  await expect(loadDict('retry_t4')).resolves.toEqual([{ label: '乙', key: 'b' }]);
});
