import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '../api/client';
import { mockApi } from '../testing/render-console';
import { PanelPreview } from './panel-preview';
import { PREVIEW_FEED, PREVIEW_READY } from './preview-feed';
import { PREVIEW_READINGS_MAX, widgetBindings } from './preview-readings';
import { WALL_URL_KEY } from './wall-address';

const widget = { kind: 'number', source: 7, mapping: 'total', options: { title: '在册企业' } };
const reading = { value: 1280, intervalMs: 5000, goodAt: 1_700_000_000_000, stale: false };

test('the bindings read are those of well-formed widgets, each once, at most the frame takes', () => {
  expect(
    widgetBindings([
      widget,
      undefined,
      { ...widget, kind: 'pie' },
      { kind: 'number', source: 'x', mapping: 'total' },
      { ...widget, mapping: 'items' },
    ]),
  ).toEqual([
    { source: 7, mapping: 'total' },
    { source: 7, mapping: 'items' },
  ]);
  expect(
    widgetBindings(Array.from({ length: PREVIEW_READINGS_MAX + 5 }, (_, i) => ({ ...widget, source: i + 1 }))),
  ).toHaveLength(PREVIEW_READINGS_MAX);
});

test("a widget's preview frame is sent the reading the console read under its own session, with the slot's widget, and no credential", async () => {
  localStorage.setItem(WALL_URL_KEY, 'http://wall.example');
  const fetchMock = mockApi({
    'GET /api/groups/hub/remotes': { body: { remotes: { widgets: '/published/widgets/1.0.0/mf-manifest.json' } } },
    'GET /api/sources/7/mappings/total/reading': { body: reading },
  });
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <PanelPreview group="hub" panel="widgets/number" w={464} h={390} widget={widget} />
    </QueryClientProvider>,
  );
  const target = screen.getByTitle<HTMLIFrameElement>('预览 widgets/number').contentWindow!;
  const posted: unknown[] = [];
  jest.spyOn(target, 'postMessage').mockImplementation((message: unknown) => void posted.push(message));
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { source: target, origin: 'null', data: { type: PREVIEW_READY } }),
    );
  });
  await waitFor(() => expect(posted.at(-1)).toMatchObject({ readings: [{ source: 7, mapping: 'total', ...reading }] }));
  expect(posted.at(-1)).toMatchObject({ type: PREVIEW_FEED, widget });
  expect(JSON.stringify(posted)).not.toMatch(/secret|Bearer|cookie/i);
  expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/sources/7/mappings/total/reading');
  client.clear();
});
