import { ApiError, dataErrorClass } from './errors';

test('a data failure is classed as the fleet reports it: refused by the API, or the network', () => {
  expect(dataErrorClass(new ApiError('系统错误', 'business'))).toBe('ApiError');
  expect(dataErrorClass(Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' }))).toBe('NetworkError');
  expect(dataErrorClass(Object.assign(new Error('fail'), { response: { status: 502 } }))).toBe('NetworkError');
  expect(dataErrorClass(new TypeError('x is undefined'))).toBe('TypeError');
  expect(dataErrorClass('odd')).toBe('Error');
});
