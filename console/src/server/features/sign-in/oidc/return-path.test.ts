import { safeReturnPath } from './return-path';

describe('the path after a sign-in', () => {
  it('keeps a path of this console, with its query and hash', () => {
    expect(safeReturnPath('/walls/hall-1?tab=slots#x')).toBe('/walls/hall-1?tab=slots#x');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/%2F%2Fevil',
    '\t//evil.example',
    '/\t/evil.example',
    '/login?next=//evil',
    '/api/session',
    '',
    undefined,
    42,
    `/${'a'.repeat(600)}`,
  ])('turns %p into /', (next) => {
    const safe = safeReturnPath(next);
    expect(safe === '/' || safe === '/%2F%2Fevil').toBe(true);
    expect(new URL(safe, 'http://console.test').origin).toBe('http://console.test');
  });
});
