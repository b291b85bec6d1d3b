import type { StoredAction } from './wall-actions';
import { actionInfo, outcomeWords } from './action-outcome';

const sent = (action: StoredAction['action'], outcome: StoredAction['outcome'] = 'pending'): StoredAction => ({
  id: 'a1',
  wallId: 'w1',
  action,
  requestedBy: 'ops',
  requestedAt: 1_000_000,
  outcome,
});

describe('actionInfo', () => {
  it('keeps a pending action pending within its time', () => {
    expect(actionInfo(sent('identify'), 1_000_000 + 9_000).outcome).toBe('pending');
  });

  it('says a wall that did not answer in time did not respond', () => {
    const info = actionInfo(sent('identify'), 1_000_000 + 10_001);
    expect(info.outcome).toBe('timeout');
    expect(outcomeWords(info)).toBe('墙面未响应（10 秒内无应答）');
  });

  it('gives a reload 30 s to come back', () => {
    expect(actionInfo(sent('reload'), 1_000_000 + 29_000).outcome).toBe('pending');
    expect(outcomeWords(actionInfo(sent('reload'), 1_000_000 + 31_000))).toBe('墙面未响应（30 秒内无应答）');
  });

  it('gives a screenshot 30 s: the capture of a whole wall takes seconds on a busy machine', () => {
    expect(actionInfo(sent('screenshot'), 1_000_000 + 20_000).outcome).toBe('pending');
    expect(outcomeWords(actionInfo(sent('screenshot'), 1_000_000 + 31_000))).toBe('墙面未响应（30 秒内无应答）');
  });

  it('never turns an answered or unsent action into a timeout', () => {
    expect(outcomeWords(actionInfo(sent('reload', 'done'), 9e12))).toBe('已完成');
    expect(outcomeWords(actionInfo(sent('reload', 'offline'), 9e12))).toBe('墙面离线，未发送');
  });
});
