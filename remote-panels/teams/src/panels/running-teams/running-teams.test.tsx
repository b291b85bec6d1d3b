import { fakePanelData, renderPanelInFrame } from '@cockpit/shared-sdk/testing';
import { getRunningTeams, getRunningTeamSum, type PanelData } from '@cockpit/shared-sdk';
import { screen } from '@testing-library/react';
import runningTeams from '.';
import { fetchRunningTeams, type RunningTeamsData } from './use-running-teams-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getRunningTeams: jest.fn(),
  getRunningTeamSum: jest.fn(),
}));

const sum = { teamCount: 68, memberCount: 412, enterpriseCount: 37, projectCount: 95 };
const team = {
  id: 1,
  teamName: '智能网联感知算法团队',
  leader: '王磊',
  school: '重庆大学',
  industry: '智能网联新能源汽车',
  memberCount: 9,
  settledDate: '2025-03-12',
};

const fake = (overrides: Partial<PanelData<RunningTeamsData>>) => fakePanelData<RunningTeamsData>(overrides);

const renderWith = (result: PanelData<RunningTeamsData>) =>
  renderPanelInFrame('teams/running-teams', runningTeams, result).frame;

test('fetches the headline counts and the team list together', async () => {
  (getRunningTeamSum as jest.Mock).mockResolvedValue(sum);
  (getRunningTeams as jest.Mock).mockResolvedValue([team]);
  await expect(fetchRunningTeams(new AbortController().signal)).resolves.toEqual({ sum, teams: [team] });
});

test('shows a spinner while loading', () => {
  expect(renderWith(fake({ isPending: true }))).toHaveAttribute('data-state', 'loading');
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(renderWith(fake({ error: new Error('无法连接到数据接口') }))).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('无法连接到数据接口')).toBeInTheDocument();
});

test('shows 暂无数据 when no team is running', () => {
  expect(renderWith(fake({ data: { sum, teams: [] }, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the counts and the teams when loaded', () => {
  expect(renderWith(fake({ data: { sum, teams: [team] }, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'ready');
  expect(screen.getByText('在孵团队', { selector: '[data-stat] *' })).toBeInTheDocument();
  expect(screen.getByText('智能网联感知算法团队')).toBeInTheDocument();
  expect(screen.getByText('重庆大学')).toBeInTheDocument();
});
