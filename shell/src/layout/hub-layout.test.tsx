import { render, screen } from '@testing-library/react';
import { HubLayout } from './hub-layout';

test('the header (logo, title, clock, 返回) is drawn before the runtime files and remotes have answered', () => {
  render(<HubLayout />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/\S/);
  expect(screen.getByRole('img', { name: '人才创新创业服务港标志' })).toBeInTheDocument();
  expect(document.querySelector('[data-clock]')).toHaveTextContent(/\d{2}:\d{2}:\d{2}/);
  expect(screen.getByText('返回')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
  expect(document.querySelector('[data-panel]')).toBeNull();
});
