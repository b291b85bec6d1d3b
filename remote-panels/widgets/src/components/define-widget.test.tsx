import { setSourceReader } from '@cockpit/shared-sdk';
import { screen } from '@testing-library/react';
import number from '../panels/number';
import { reading, renderWidget } from '../testing/render-widget';

afterEach(() => setSourceReader(undefined));

test('a bad configuration costs only its slot: the frame says why in Chinese and nothing is read', async () => {
  const { frame, settle, reader } = renderWidget(
    number,
    { kind: 'number', source: 1, mapping: 'm', options: { colour: '#f00' } },
    [reading(1)],
  );
  await settle();
  expect(frame().dataset.state).toBe('error');
  expect(frame().textContent).toContain('组件配置无效');
  expect(frame().textContent).toContain('主题调色板');
  expect(reader).not.toHaveBeenCalled();
});

test('a configuration of another kind is refused in its slot', async () => {
  const { frame, settle } = renderWidget(number, { kind: 'pie', source: 1, mapping: 'm' }, [reading(1)]);
  await settle();
  expect(frame().textContent).toContain('配置却是 pie');
});

test('a value of the wrong shape is said, the slot title comes from the configuration', async () => {
  const { frame, settle } = renderWidget(
    number,
    { kind: 'number', source: 1, mapping: 'm', options: { title: '在册人数' } },
    [reading('abc')],
  );
  await settle();
  expect(frame().dataset.state).toBe('error');
  expect(frame().textContent).toContain('映射结果不适合数字卡片');
  expect(screen.getByText('在册人数')).toBeTruthy();
});

test('a stale reading keeps the value with the stale state and its reason', async () => {
  const { frame, settle } = renderWidget(number, { kind: 'number', source: 1, mapping: 'm', options: { unit: '人' } }, [
    reading(1280, { stale: true, reason: '上游无法连接' }),
  ]);
  await settle();
  expect(frame().dataset.state).toBe('stale');
  expect(frame().textContent).toContain('人');
  expect(frame().querySelector('[data-value]')?.getAttribute('data-value')).toBe('1,280');
});
