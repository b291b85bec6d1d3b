import { assertBrowserSafePorts, browserUnsafePorts } from './browser-ports';

describe('ports a browser refuses', () => {
  it('names X11 and SIP ports among a stack layout', () => {
    expect(browserUnsafePorts([5900, 6000, 5060, 6100])).toEqual([6000, 5060]);
  });

  it('names privileged ports too', () => {
    expect(browserUnsafePorts([80, 3000])).toEqual([80]);
  });

  it('lets an ordinary layout through', () => {
    expect(() => assertBrowserSafePorts([3000, 3001, 3100, 3200], '端口基数 3000 ')).not.toThrow();
  });

  it('says which port and what to do', () => {
    expect(() => assertBrowserSafePorts([5900, 6000], '端口基数 5900 ')).toThrow(
      '端口基数 5900 用到了浏览器拒绝访问的端口 6000（Chromium 的不安全端口），请换一个端口基数或偏移',
    );
  });
});
