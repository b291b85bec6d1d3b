import { getInstitutionSum, getInstitutionTeamPage } from '@cockpit/shared-sdk';
import { screen } from '@testing-library/react';
import institutions from '.';
import { fakeData, renderPanel } from '../../test-utils';
import { fetchInstitutions, type InstitutionsData } from './use-institutions-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getInstitutionSum: jest.fn(),
  getInstitutionTeamPage: jest.fn(),
}));

const sum = { institutionCount: 8, teamCount: 24, memberCount: 172, serviceCount: 3425 };
const team = {
  id: 3,
  teamName: '专利代理服务队',
  institution: '科学城知识产权服务中心',
  category: '知识产权',
  memberCount: 12,
  serviceCount: 215,
};
const data: InstitutionsData = { sum, page: { rows: [team], total: 1 } };
const show = (overrides: Parameters<typeof fakeData<InstitutionsData>>[0]) =>
  renderPanel('teams/institutions', institutions, fakeData(overrides));

test('fetches the counts and the first page of institution teams', async () => {
  (getInstitutionSum as jest.Mock).mockResolvedValue(sum);
  (getInstitutionTeamPage as jest.Mock).mockResolvedValue({ rows: [team], total: 1 });
  await expect(fetchInstitutions(1, new AbortController().signal)).resolves.toEqual(data);
  expect(getInstitutionTeamPage).toHaveBeenCalledWith({ pageNum: 1, pageSize: 30 }, expect.anything());
});

test('loading', () => expect(show({ isPending: true })).toHaveAttribute('data-state', 'loading'));

test('error shows the reason', () => {
  expect(show({ error: new Error('服务器返回 HTTP 500') })).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('服务器返回 HTTP 500')).toBeInTheDocument();
});

test('no institution team is empty', () => {
  expect(show({ data: { sum, page: { rows: [], total: 0 } }, dataUpdatedAt: 1 })).toHaveAttribute(
    'data-state',
    'empty',
  );
});

test('shows the counts and the teams with their institution', () => {
  expect(show({ data, dataUpdatedAt: 1 })).toHaveAttribute('data-state', 'ready');
  expect(screen.getByText('专利代理服务队')).toBeInTheDocument();
  expect(screen.getByText('科学城知识产权服务中心')).toBeInTheDocument();
  expect(document.querySelector('[data-stat="服务"] [data-value]')).toHaveAttribute('data-value', '3425');
});
