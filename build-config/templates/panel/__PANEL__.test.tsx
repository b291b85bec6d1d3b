import { getRunningTeamSum } from '@cockpit/shared-sdk';
import { fakePanelData, renderPanelInFrame } from '@cockpit/shared-sdk/testing';
import { screen } from '@testing-library/react';
import panel from '.';
import { data as sum, empty } from './fixtures';
import { fetch__PASCAL__, type __PASCAL__Data } from './use-__PANEL__-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getRunningTeamSum: jest.fn(),
}));

const show = (overrides: Partial<Parameters<typeof fakePanelData<__PASCAL__Data>>[0]>) =>
  renderPanelInFrame('__REMOTE__/__PANEL__', panel, fakePanelData<__PASCAL__Data>(overrides)).frame;

test('fetches the running teams counts', async () => {
  (getRunningTeamSum as jest.Mock).mockResolvedValue(sum);
  await expect(fetch__PASCAL__(new AbortController().signal)).resolves.toEqual(sum);
});

test('loading', () => expect(show({ isPending: true })).toHaveAttribute('data-state', 'loading'));

test('error shows the reason', () => {
  expect(show({ error: new Error('服务器返回 HTTP 500') })).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('服务器返回 HTTP 500')).toBeInTheDocument();
});

test('no team is empty', () => expect(show({ data: empty, dataUpdatedAt: 1 })).toHaveAttribute('data-state', 'empty'));

test('shows the headline and the figures', () => {
  expect(show({ data: sum, dataUpdatedAt: 1 })).toHaveAttribute('data-state', 'ready');
  expect(screen.getByText('__HEADLINE__')).toBeInTheDocument();
  expect(document.querySelector('[data-stat="团队成员"] [data-value]')).toHaveAttribute('data-value', '412');
});
