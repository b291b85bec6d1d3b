import { monitorEventLoopDelay } from 'node:perf_hooks';
import Piscina from 'piscina';
import { closeMappingPool } from './mapping-pool';
import { checkExpression, runMapping } from './source-mapping';

const ANSWER = {
  code: 200,
  msg: '成功',
  data: {
    total: 1280,
    list: [
      { name: '软件', value: 30 },
      { name: '硬件', value: 12 },
    ],
  },
};

describe('mappings', () => {
  afterAll(() => closeMappingPool());

  test("maps the seed shape {code,msg,data} to a widget's fields", async () => {
    expect(await runMapping('data.total', ANSWER)).toEqual({ ok: true, value: 1280 });
    expect(await runMapping('data.list.{"label": name, "value": value}', ANSWER)).toEqual({
      ok: true,
      value: [
        { label: '软件', value: 30 },
        { label: '硬件', value: 12 },
      ],
    });
    expect(await runMapping('$sum(data.list.value)', ANSWER)).toEqual({ ok: true, value: 42 });
  });

  test('a syntax error is said in words with its place', () => {
    expect(checkExpression('data.(')).toMatch(/^映射表达式语法错误（第 \d+ 个字符附近）/);
    expect(checkExpression('data.total')).toBeUndefined();
  });

  test('a mapping that throws, loops or explodes ends with the reason', async () => {
    expect(await runMapping('$error("坏了")', ANSWER)).toEqual({ ok: false, error: expect.stringContaining('坏了') });
    const loop = await runMapping('($f := function($n){ $f($n + 1) }; $f(0))', ANSWER, {
      timeoutMs: 200,
      stack: 100,
      sequence: 10_000,
      maxResultBytes: 65_536,
    });
    expect(loop).toEqual({ ok: false, error: expect.stringMatching(/递归太深|超时/) });
    const spin = await runMapping('($x := 0; $reduce([1..5000000], function($a, $b){ $a + $b }))', ANSWER);
    expect(spin).toEqual({ ok: false, error: expect.stringMatching(/序列太长|超时/) });
    const big = await runMapping('$.{"text": big & big}', { big: 'x'.repeat(40_000) });
    expect(big).toEqual({ ok: false, error: expect.stringContaining('映射结果太大') });
  });

  test('the expression sees nothing of the service', async () => {
    expect(await runMapping('$process', ANSWER)).toEqual({ ok: false, error: expect.any(String) });
    expect(await runMapping('$eval("1+1")', ANSWER)).toEqual({ ok: true, value: 2 });
  });

  test('a path missing from the answer says so', async () => {
    expect(await runMapping('data.nothing', ANSWER)).toEqual({
      ok: false,
      error: '映射没有结果（路径在数据中不存在）',
    });
  });

  test('a native function that runs for seconds is killed at 200 ms, and the event loop is never held meanwhile', async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = Date.now();
    const [bomb, huge, loop] = await Promise.all([
      runMapping('$length($pad("", 10000000))', ANSWER),
      runMapping('$length($pad("", 100000000))', ANSWER),
      runMapping('($f := function($n){ $n > 1000000000 ? $n : $f($n + 1) }; [1..9999].($f($)))', ANSWER),
    ]);
    delay.disable();
    for (const cut of [bomb, huge])
      expect(cut).toEqual({
        ok: false,
        error: expect.stringMatching(/^映射(运行超时（超过 200 毫秒），已被终止|占用内存超过 \d+ MB，已被终止)/),
      });
    expect(loop).toEqual({ ok: false, error: expect.stringMatching(/超时|递归太深|已被终止/) });
    // One thread: the three run one after another, each cut at its 200 ms (plus a new thread's start).
    expect(Date.now() - started).toBeLessThan(3_000);
    // On the main thread the 10⁸ bomb alone held the loop 4.7 s; a loaded machine (load 15 on 2 cores) shows 0.6 s.
    expect(delay.max / 1e6).toBeLessThan(1_500);
    expect(await runMapping('data.total', ANSWER)).toEqual({ ok: true, value: 1280 });
  });

  test('an array a function returns counts against the sequence limit', async () => {
    expect(await runMapping('$length($split($pad("", 20000, ","), ","))', ANSWER)).toEqual({
      ok: false,
      error: expect.stringContaining('映射产生的序列太长'),
    });
    expect(await runMapping('$count($split("a,b,c", ","))', ANSWER)).toEqual({ ok: true, value: 3 });
  });

  test('every mapping runs on the one pool and leaves nothing behind on it: no listener added a run', async () => {
    await closeMappingPool();
    const listens = jest.spyOn(Piscina.prototype, 'on');
    try {
      for (let n = 0; n < 20; n += 1) expect(await runMapping('data.total', ANSWER)).toEqual({ ok: true, value: 1280 });
      expect(listens.mock.calls.filter(([event]) => event === 'error')).toHaveLength(1);
    } finally {
      listens.mockRestore();
    }
  });
});
