import { addressRefusal, hostRefusal, isInnerAddress, isListableHost } from './address-guard';

describe('the address guard', () => {
  test.each([
    '127.0.0.1',
    '127.8.8.8',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '::1',
    'fe80::1',
    'fd00::2',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    'not-an-ip',
  ])('%s is an inner address', (address) => expect(isInnerAddress(address)).toBe(true));

  test.each(['8.8.8.8', '203.0.113.9', '2001:4860:4860::8888', '::ffff:8.8.4.4'])('%s is public', (address) =>
    expect(isInnerAddress(address)).toBe(false),
  );

  test('a host not on the list is refused, a listed one in any case passes', () => {
    expect(hostRefusal('api.example.com', ['data.example.com'])).toContain('不在数据源主机白名单');
    expect(hostRefusal('API.example.com', ['api.example.com'])).toBeUndefined();
  });

  test('a listed name that resolves to an inner address is refused unless that address is listed too', () => {
    expect(addressRefusal('api.example.com', '127.0.0.1', ['api.example.com'])).toContain('127.0.0.1');
    expect(addressRefusal('api.example.com', '169.254.169.254', ['api.example.com'])).toContain('169.254.169.254');
    expect(addressRefusal('127.0.0.1', '::ffff:127.0.0.1', ['127.0.0.1'])).toBeUndefined();
    expect(addressRefusal('api.example.com', '93.184.216.34', ['api.example.com'])).toBeUndefined();
  });

  test('only host names and addresses can be listed', () => {
    expect(isListableHost('api.example.com')).toBe(true);
    expect(isListableHost('127.0.0.1')).toBe(true);
    expect(isListableHost('::1')).toBe(true);
    for (const bad of ['http://x', 'a b', '<b>', 'x/y', '', '-x.com']) expect(isListableHost(bad)).toBe(false);
  });
});
