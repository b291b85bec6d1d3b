import { STATUS_MESSAGES, statusMessage } from './status-messages';

test('the table has a text for every status of seed §8 and a default', () => {
  expect(Object.keys(STATUS_MESSAGES).sort()).toEqual([
    '401',
    '403',
    '404',
    '405',
    '408',
    '409',
    '500',
    '501',
    '502',
    '503',
    '504',
    '505',
    'default',
  ]);
});

test('a known status maps to its text', () => {
  expect(statusMessage(401)).toBe('用户未登录');
  expect(statusMessage(404)).toBe('请求的资源不存在');
  expect(statusMessage('504')).toBe('网关超时');
});

test('an unknown status maps to the default text', () => {
  expect(statusMessage(418)).toBe('系统错误');
  expect(statusMessage(undefined)).toBe('系统错误');
});
