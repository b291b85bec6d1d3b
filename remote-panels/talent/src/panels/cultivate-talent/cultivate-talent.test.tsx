import { getTalentCultivateList, getTalentCultivateSum, type TalentRow, type TalentSum } from '@cockpit/shared-sdk';
import { screen } from '@testing-library/react';
import cultivateTalent from '.';
import { shapeTalent, type TalentData } from '../../components/talent-data';
import { fake, figureValue, renderPanel } from '../../test-utils';
import { fetchCultivateTalent } from './use-cultivate-talent-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getTalentCultivateList: jest.fn(),
  getTalentCultivateSum: jest.fn(),
}));

const sum: TalentSum = {
  total: 339,
  newCount: 80,
  schoolCount: 10,
  byCategory: [
    { name: '青年人才', value: 160 },
    { name: '高技能人才', value: 70 },
  ],
};
const row = (lb: string, name: string, count: number): TalentRow => ({ lb, name, count, newCount: 1 });
const list = [
  row('青年人才', '重庆英才·青年拔尖人才', 46),
  row('青年人才', '博士研究生', 23),
  row('高技能人才', '首席技师', 12),
  row('高技能人才', '高级技师', 0),
];
const data: TalentData = shapeTalent(sum, list);

test('fetches the totals and the programmes, leaving out programmes nobody is in', async () => {
  (getTalentCultivateSum as jest.Mock).mockResolvedValue(sum);
  (getTalentCultivateList as jest.Mock).mockResolvedValue(list);
  const shaped = await fetchCultivateTalent(new AbortController().signal);
  expect(shaped.rows.map((r) => r.name)).toEqual(['重庆英才·青年拔尖人才', '博士研究生', '首席技师']);
  expect(shaped.categories).toEqual(['青年人才', '高技能人才']);
});

test('shows a spinner while loading', () => {
  expect(renderPanel(cultivateTalent, fake<TalentData>({ isPending: true }))).toHaveAttribute('data-state', 'loading');
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(renderPanel(cultivateTalent, fake<TalentData>({ error: new Error('接口响应超时') }))).toHaveAttribute(
    'data-state',
    'error',
  );
  expect(screen.getByText('接口响应超时')).toBeInTheDocument();
});

test('shows 暂无数据 when no talent has been cultivated', () => {
  const empty = shapeTalent({ ...sum, total: 0, newCount: 0, schoolCount: 0 }, []);
  expect(renderPanel(cultivateTalent, fake({ data: empty, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the totals and the programmes with bars scaled to the largest', () => {
  expect(renderPanel(cultivateTalent, fake({ data, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'ready');
  expect(figureValue('累计培养')).toBe('339');
  expect(figureValue('覆盖高校')).toBe('10');
  expect(screen.getByText('培养项目')).toBeInTheDocument();
  expect(screen.getByText('青年人才').closest('td')).toHaveAttribute('rowspan', '2');
  expect(screen.getByText('高技能人才').closest('td')).not.toHaveAttribute('rowspan');
  expect(screen.getByText('首席技师')).toBeInTheDocument();
  expect(screen.getByText('46')).toBeInTheDocument();
  const widths = [...document.querySelectorAll<HTMLElement>('[data-bar]')].map((bar) => getComputedStyle(bar).width);
  expect(widths).toEqual(['30px', '15px', '8px']);
  // Three rows fit one page: no page indicator.
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
});
