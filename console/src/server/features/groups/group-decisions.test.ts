import { creationRefusal, removalRefusal, startingVersions } from './group-decisions';

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

  test('the first group of an install copies nothing: allowed with a template, refused 400 naming the template field without one', () => {
    expect(creationRefusal({ group: 'lobby', template: 'four-large' }, new Set())).toBeUndefined();
    expect(creationRefusal({ group: 'lobby' }, new Set())).toMatchObject({ status: 400, field: 'template' });
    expect(creationRefusal({ group: 'hub', template: 'single' }, active)).toMatchObject({ status: 409 });
  });

  test("a group that copies nothing starts on each remote's newest compatible build, the service's defaults first", () => {
    const published = [
      { remote: 'chain', version: '1.2.0', compatible: false },
      { remote: 'chain', version: '1.1.0', compatible: true },
      { remote: 'chain', version: '1.0.0', compatible: true },
      { remote: 'hub', version: '2.0.0', compatible: true },
    ];
    expect(startingVersions({}, published)).toEqual({ chain: '1.1.0', hub: '2.0.0' });
    expect(startingVersions({ hub: '1.0.0' }, published)).toEqual({ chain: '1.1.0', hub: '1.0.0' });
    expect(startingVersions({}, [])).toEqual({});
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
