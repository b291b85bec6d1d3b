import { getRunningTeamMembers, getRunningTeamPage } from '@cockpit/shared-sdk';
import { fireEvent, screen } from '@testing-library/react';
import teamDirectory from '.';
import { fakeData, renderPanel } from '../../test-utils';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getRunningTeamPage: jest.fn(),
  getRunningTeamMembers: jest.fn(),
}));

const team = {
  id: 1,
  teamName: '固态电池攻关团队',
  leader: '姚静琳',
  school: '重庆科技大学',
  industry: '先进材料',
  memberCount: 8,
  settledDate: '2026-11-13',
};
const page = { rows: [team], total: 40 };
const show = (overrides: Parameters<typeof fakeData<typeof page>>[0]) =>
  renderPanel('teams/team-directory', teamDirectory, fakeData(overrides));

beforeEach(() => (getRunningTeamPage as jest.Mock).mockResolvedValue(page));

test('loading', () => expect(show({ isPending: true })).toHaveAttribute('data-state', 'loading'));

test('error shows the reason', () => {
  expect(show({ error: new Error('请求超时') })).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('请求超时')).toBeInTheDocument();
});

test('a page with no rows is empty', () => {
  expect(show({ data: { rows: [], total: 0 }, dataUpdatedAt: 1 })).toHaveAttribute('data-state', 'empty');
});

test('shows the rows and one page button per seven teams', () => {
  expect(show({ data: page, dataUpdatedAt: 1 })).toHaveAttribute('data-state', 'ready');
  expect(screen.getByText('固态电池攻关团队')).toBeInTheDocument();
  expect(screen.getByText('姚静琳')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /page 6/i })).toBeInTheDocument();
});

test('a row opens the member detail dialog of its team', async () => {
  (getRunningTeamMembers as jest.Mock).mockResolvedValue({
    teamId: 1,
    teamName: '固态电池攻关团队',
    introduction: '聚焦固态电解质',
    members: [{ id: 9, name: '李婷', role: '核心成员', title: '副教授', education: '博士', school: '重庆大学' }],
  });
  show({ data: page, dataUpdatedAt: 1 });
  fireEvent.click(screen.getByText('固态电池攻关团队'));
  expect(await screen.findByText('李婷')).toBeInTheDocument();
  expect(screen.getByText('聚焦固态电解质')).toBeInTheDocument();
  expect(getRunningTeamMembers).toHaveBeenCalledWith(1, expect.anything());
});
