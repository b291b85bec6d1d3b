import { waitingPageUrl, wallNameOf } from './waiting-page';

const htmlOf = (url: string) => decodeURIComponent(url.slice(url.indexOf(',') + 1));

test("the wall's name comes from its address, else the server's host", () => {
  expect(wallNameOf('http://wall-server:3000/?wall=lobby-1&enroll=x')).toBe('lobby-1');
  expect(wallNameOf('http://wall-server:3000/')).toBe('wall-server:3000');
});

test('the waiting page is dark, in Chinese, and names the wall as text, never as markup', () => {
  const url = waitingPageUrl('http://s/?wall=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  expect(url.startsWith('data:text/html;charset=utf-8,')).toBe(true);
  const html = htmlOf(url);
  expect(html).toContain('正在连接…');
  expect(html).toContain('lang="zh-CN"');
  expect(html).toContain('background:#030c24');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(html).not.toContain('<img');
});
