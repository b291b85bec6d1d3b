import { creationRefusal, removalRefusal } from './group-decisions';

describe('group decisions', () => {
  const active = new Set(['hub', 'xndx']);

  test('a new id from an existing group is allowed', () => {
    expect(creationRefusal({ group: 'meeting', from: 'hub' }, active)).toBeUndefined();
  });

  test('a taken id is refused 409 naming the group field', () => {
    expect(creationRefusal({ group: 'hub', from: 'xndx' }, active)).toMatchObject({ status: 409, field: 'group' });
  });

  test('a source that is not a group is refused 404 naming the from field', () => {
    expect(creationRefusal({ group: 'meeting', from: 'ghost' }, active)).toMatchObject({ status: 404, field: 'from' });
  });

  test('an empty group without rollouts can be removed', () => {
    expect(removalRefusal('meeting', [], [])).toBeUndefined();
  });

  test('a group with walls is refused, naming each wall by its name and id', () => {
    const refusal = removalRefusal('hub', [{ wallId: 'w-1', name: '大厅左屏' }, { wallId: 'w-2' }], []);
    expect(refusal).toMatchObject({ status: 409, message: expect.stringContaining('大厅左屏（w-1）、w-2') });
  });

  test('a group with a live rollout is refused, naming the rollout', () => {
    expect(removalRefusal('hub', [], [{ id: 'r-1', remote: 'teams' }])?.message).toContain('teams（r-1）');
  });
});
