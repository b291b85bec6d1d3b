import { judgeAnswer } from './upstream-answer';

describe('an upstream answer', () => {
  test('a JSON envelope that succeeded is used', () => {
    expect(judgeAnswer(200, 'application/json', '{"code":200,"msg":"ok","data":{"n":1}}')).toEqual({
      ok: true,
      answer: { code: 200, msg: 'ok', data: { n: 1 } },
    });
    expect(judgeAnswer(200, 'application/json', '[1,2]')).toEqual({ ok: true, answer: [1, 2] });
  });

  test('an error inside a 200 is an error', () => {
    expect(judgeAnswer(200, 'application/json', '{"code":500,"msg":"数据库忙"}')).toEqual({
      ok: false,
      error: '上游报告错误：code 500，数据库忙',
    });
    expect(judgeAnswer(200, 'application/json', '{"code":"401"}')).toEqual({
      ok: false,
      error: '上游报告错误：code 401',
    });
  });

  test('HTML, broken JSON and a bad status are refused with the reason', () => {
    expect(judgeAnswer(200, 'text/html', '  <!doctype html><p>登录</p>')).toMatchObject({
      ok: false,
      error: expect.stringContaining('HTML'),
    });
    expect(judgeAnswer(200, 'application/json', '{"a":')).toMatchObject({
      ok: false,
      error: expect.stringContaining('不是合法 JSON'),
    });
    expect(judgeAnswer(502, 'application/json', '{}')).toEqual({ ok: false, error: '上游返回 HTTP 502' });
  });
});
