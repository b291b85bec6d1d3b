import { alertEpisodeKey, noticeKey, rolloutStepKey } from './effect-keys';

describe("the engines' effect keys", () => {
  test('a rollout step is keyed by the bake it ends: the same stage judged again has the same key', () => {
    expect(rolloutStepKey({ stage: 0, startedAt: 1000 })).toBe(rolloutStepKey({ stage: 0, startedAt: 1000 }));
    expect(rolloutStepKey({ stage: 0, startedAt: 1000 })).toBe('stage-0@1000');
  });

  test('the next stage, or the same stage resumed after a pause (a new bake), is another step', () => {
    const first = rolloutStepKey({ stage: 0, startedAt: 1000 });
    expect(rolloutStepKey({ stage: 1, startedAt: 1000 })).not.toBe(first);
    expect(rolloutStepKey({ stage: 0, startedAt: 5000 })).not.toBe(first);
  });

  test('an alert episode is its condition and when it began, whenever it is judged', () => {
    expect(alertEpisodeKey({ key: 'offline:w1', since: 42 })).toEqual({ key: 'offline:w1', since: 42 });
  });

  test('a notice is keyed by alert, kind and channel; one without an alert (a digest, a test) has none', () => {
    expect(noticeKey(7, 'fired', 2)).toBe('alert-7:fired:channel-2');
    expect(noticeKey(7, 'resolved', 2)).not.toBe(noticeKey(7, 'fired', 2));
    expect(noticeKey(7, 'fired', 3)).not.toBe(noticeKey(7, 'fired', 2));
    expect(noticeKey(null, 'digest', 2)).toBeNull();
  });
});
