import { http } from '../http/client';
import { ApiError } from '../http/errors';
import { apiGet } from './api-get';
import { talentSumSchema } from './talent';

afterEach(() => jest.restoreAllMocks());

const replyWith = (data: unknown) => jest.spyOn(http, 'get').mockResolvedValue({ code: 200, msg: '操作成功', data });

test('a reply of the right shape resolves to its data', async () => {
  const data = { total: 12, newCount: 3, schoolCount: 2, byCategory: [{ name: '顶尖人才', value: 1 }] };
  replyWith(data);
  await expect(apiGet('/jsc/talentSum', talentSumSchema)).resolves.toEqual(data);
});

test('a reply of the wrong shape rejects with the field and, in Chinese, why', async () => {
  replyWith({ total: '12', newCount: 3, schoolCount: 2, byCategory: [] });
  const error = await apiGet('/jsc/talentSum', talentSumSchema).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ kind: 'shape' });
  expect((error as Error).message).toMatch(/^接口 \/jsc\/talentSum 返回的数据格式不正确（total：无效输入：期望 数字/);
  expect((error as Error).message).not.toMatch(/Invalid|expected/);
});

test('a negative count is refused: counts are whole numbers from zero', async () => {
  replyWith({ total: -1, newCount: 3, schoolCount: 2, byCategory: [] });
  await expect(apiGet('/jsc/talentSum', talentSumSchema)).rejects.toThrow(/total：/);
});
