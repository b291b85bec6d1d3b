import { act, render, screen } from '@testing-library/react';
import { updateWallStatus } from '../fleet/wall-status';
import { PairingBadge } from './pairing-badge';

afterEach(() => act(() => updateWallStatus({ pairing: undefined, pairingRefused: undefined })));

test('a wall refused a code says so in its header, in words with what to do; a code replaces the words', () => {
  render(<PairingBadge />);
  expect(screen.queryByRole('alert')).toBeNull();
  act(() =>
    updateWallStatus({
      pairingRefused: {
        why: '本网络等待认领的屏太多',
        todo: '请在控制台「墙面 → 添加墙面」认领已显示配对码的屏，本屏每 10 秒自动重试',
      },
    }),
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    '无法获取配对码：本网络等待认领的屏太多请在控制台「墙面 → 添加墙面」认领已显示配对码的屏',
  );
  act(() =>
    updateWallStatus({ pairing: { code: 'ACDEFH', fleetName: '大屏集群', expiresAt: 0 }, pairingRefused: undefined }),
  );
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('status', { name: '配对码 ACDEFH' })).toBeInTheDocument();
});
