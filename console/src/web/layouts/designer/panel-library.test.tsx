import { fireEvent, render, screen, within } from '@testing-library/react';
import { PanelLibrary } from './panel-library';

const choices = [
  { id: 'chain/industry-chain', remote: 'chain', title: '产业链图谱', minSize: { width: 900, height: 360 } },
  { id: 'acme/overview', remote: 'acme' },
];

it('shows each panel with the smallest slot its build declares, or that it declares none', () => {
  render(<PanelLibrary choices={choices} choicesError={null} readOnly={false} onAdd={() => undefined} />);
  const list = screen.getByRole('list', { name: '可添加的面板' });
  expect(within(list).getByText('chain/industry-chain · 最小 900×360')).toBeTruthy();
  expect(within(list).getByText('未声明最小尺寸')).toBeTruthy();
});

it('adds a panel with its 添加 button, and offers none to a viewer', () => {
  const onAdd = jest.fn();
  const { rerender } = render(<PanelLibrary choices={choices} choicesError={null} readOnly={false} onAdd={onAdd} />);
  fireEvent.click(screen.getByRole('button', { name: '添加 acme/overview' }));
  expect(onAdd).toHaveBeenCalledWith('acme/overview');
  rerender(<PanelLibrary choices={choices} choicesError={null} readOnly onAdd={onAdd} />);
  expect(screen.getByRole<HTMLButtonElement>('button', { name: '添加 acme/overview' }).disabled).toBe(true);
});

it('says when the panel list could not be loaded', () => {
  render(<PanelLibrary choices={undefined} choicesError="网络错误" readOnly={false} onAdd={() => undefined} />);
  expect(screen.getByText('面板列表加载失败：网络错误')).toBeTruthy();
});
