import type { PageLayout } from '../../../../protocol';
import { planSwitch, uncoveredSlots, type GroupState, type TargetRelease } from './version-switch';

const page: PageLayout = {
  width: 1920,
  height: 980,
  slots: [
    { id: 'a', x: 0, y: 0, w: 600, h: 400, panels: ['teams/overview', 'teams/running-teams'] },
    { id: 'b', x: 620, y: 0, w: 600, h: 400, panels: ['talent/trend'] },
  ],
};
const group = (name: string, current = '1.0.0', extra: Partial<GroupState> = {}): GroupState => ({
  group: name,
  current,
  pages: { hub: page },
  ...extra,
});
const release = (version: string, extra: Partial<TargetRelease> = {}): TargetRelease => ({
  version,
  registered: true,
  compatible: true,
  exposes: ['overview', 'running-teams'],
  ...extra,
});

describe('a direct version switch', () => {
  test('every target group on another version changes; one already there is left out', () => {
    expect(
      planSwitch('teams', [
        { state: group('hub'), to: release('1.1.0') },
        { state: group('xndx', '1.1.0'), to: release('1.1.0') },
      ]),
    ).toEqual([{ group: 'hub', from: '1.0.0', to: '1.1.0' }]);
  });

  test('a version not in the inventory is refused naming it', () => {
    expect(() => planSwitch('teams', [{ state: group('hub'), to: release('9.9.9', { registered: false }) }])).toThrow(
      '发布清单中没有 teams@9.9.9',
    );
  });

  test('a version the displays cannot run is refused with its SDK range', () => {
    expect(() =>
      planSwitch('teams', [{ state: group('hub'), to: release('3.0.0', { compatible: false, sdkRange: '^3.0.0' }) }]),
    ).toThrow('^3.0.0');
  });

  test('a version missing a panel a slot places is refused naming group, page and slot', () => {
    expect(() =>
      planSwitch('teams', [{ state: group('hub'), to: release('1.2.0', { exposes: ['overview'] }) }]),
    ).toThrow('分组 hub 页面 hub 槽位 a（teams/running-teams）');
  });

  test('a group with a live rollout of the remote is refused 409', () => {
    expect(() =>
      planSwitch('teams', [{ state: group('hub', '1.0.0', { liveRollout: 'r-7' }), to: release('1.1.0') }]),
    ).toThrow(expect.objectContaining({ status: 409 }));
  });

  test('a group that does not run the remote is refused', () => {
    expect(() =>
      planSwitch('teams', [
        { state: group('hub', undefined as unknown as string, { current: undefined }), to: release('1.1.0') },
      ]),
    ).toThrow('add-to-group');
  });

  test('nothing to change is refused rather than audited as a switch', () => {
    expect(() => planSwitch('teams', [{ state: group('hub', '1.1.0'), to: release('1.1.0') }])).toThrow(
      '已在运行 teams@1.1.0',
    );
  });

  test('slots of other remotes never count against the version', () => {
    expect(uncoveredSlots(group('hub'), 'teams', ['overview', 'running-teams'])).toEqual([]);
  });
});
