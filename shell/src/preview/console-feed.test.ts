import { BehaviorSubject } from 'rxjs';
import { listenToConsole, type FeedStatus } from './console-feed';
import { PREVIEW_FEED, PREVIEW_READY } from './feed-message';

const ALLOWED = new Set(['http://127.0.0.1:4300', 'https://team.example.com']);
const page = { width: 1920, height: 980, slots: [{ id: 'a', x: 0, y: 0, w: 600, h: 400, panels: ['acme/overview'] }] };
const remotes = {
  hub: 'http://127.0.0.1:4300/hub/1.0.0/mf-manifest.json',
  xndx: 'http://127.0.0.1:4300/xndx/1.0.0/mf-manifest.json',
  acme: 'https://team.example.com/acme/1.0.0/mf-manifest.json',
};
const feed = { type: PREVIEW_FEED, remotes: { remotes }, layouts: { pages: { hub: page } } };

/** A frame's setting: this window, a parent (a real second window) and what reached the stores. */
function setUp() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const parent = frame.contentWindow!;
  const posted: unknown[] = [];
  jest.spyOn(parent, 'postMessage').mockImplementation((message: unknown) => void posted.push(message));
  const applied = { remotes: [] as unknown[], layouts: [] as unknown[] };
  const status = new BehaviorSubject<FeedStatus>({ state: 'waiting' });
  const fed = { readings: [] as unknown[], maps: [] as unknown[], widgets: [] as unknown[] };
  const stop = listenToConsole(
    {
      self: window,
      parent,
      allowedOrigins: ALLOWED,
      applyRemotes: (m) => applied.remotes.push(m),
      applyLayouts: (l) => applied.layouts.push(l),
      applyReadings: (r) => fed.readings.push(r),
      applyMaps: (m) => fed.maps.push(m),
      applyWidget: (w) => fed.widgets.push(w),
    },
    status,
  );
  const send = (data: unknown, source: Window = parent) =>
    window.dispatchEvent(new MessageEvent('message', { data, source }));
  return {
    parent,
    posted,
    applied,
    fed,
    status,
    send,
    stop: () => {
      stop();
      frame.remove();
    },
  };
}

test('the frame tells its parent it is ready', () => {
  const { posted, stop } = setUp();
  expect(posted).toEqual([{ type: PREVIEW_READY }]);
  stop();
});

test("the parent's feed is applied: its remotes and its layouts", () => {
  const { applied, status, send, stop } = setUp();
  send(feed);
  expect(applied.remotes).toEqual([{ remotes }]);
  expect(applied.layouts).toEqual([{ pages: { hub: page } }]);
  expect(status.value).toEqual({ state: 'fed' });
  stop();
});

test('a feed from any window but the parent is ignored', () => {
  const { applied, status, send, stop } = setUp();
  send(feed, window);
  expect(applied).toEqual({ remotes: [], layouts: [] });
  expect(status.value).toEqual({ state: 'waiting' });
  stop();
});

test('a malformed feed is refused with its field named in Chinese, and nothing is applied', () => {
  const { applied, status, send, stop } = setUp();
  send({ ...feed, layouts: { pages: { hub: { ...page, slots: [{ ...page.slots[0], x: 1800 }] } } } });
  expect(applied).toEqual({ remotes: [], layouts: [] });
  expect(status.value).toMatchObject({
    state: 'refused',
    fed: false,
    error: expect.stringMatching(
      /^控制台发送的预览数据无效：槽位 a 超出页面宽度.*（字段：layouts\.pages\.hub\.slots\.0\.w）$/,
    ),
  });
  stop();
});

test('a remote on an origin the wall may not load code from is refused; the last good feed stays', () => {
  const { applied, status, send, stop } = setUp();
  send(feed);
  send({ ...feed, remotes: { remotes: { ...remotes, acme: 'https://evil.example.net/acme/mf-manifest.json' } } });
  expect(applied.remotes).toHaveLength(1);
  expect(status.value).toEqual({
    state: 'refused',
    fed: true,
    error: expect.stringContaining('来源 https://evil.example.net 不在本墙面允许加载代码的来源中'),
  });
  stop();
});

test('after stop, nothing more is heard', () => {
  const { applied, send, stop } = setUp();
  stop();
  send(feed);
  expect(applied.remotes).toEqual([]);
});

const reading = { source: 1, mapping: 'total', value: 1280, intervalMs: 5000, goodAt: 1_700_000_000_000, stale: false };
const widget = { kind: 'number', source: 1, mapping: 'total', options: { title: '在册企业' } };

test("the console's source readings and a one-panel preview's widget configuration are handed on", () => {
  const { fed, send, stop } = setUp();
  send({ ...feed, readings: [reading], widget });
  send(feed);
  expect(fed.readings).toEqual([[reading], []]);
  expect(fed.widgets).toEqual([widget, undefined]);
  stop();
});

test("the console's maps are handed on, and a map of a bad version or too large is refused", () => {
  const { fed, send, status, stop } = setUp();
  const map = { id: 2, version: 'ab12', geojson: { type: 'FeatureCollection', features: [] } };
  send({ ...feed, maps: [map] });
  expect(fed.maps).toEqual([[map]]);
  send({ ...feed, maps: [{ ...map, version: '<script>' }] });
  send({ ...feed, maps: [{ ...map, geojson: 'x'.repeat(3 * 1024 * 1024) }] });
  expect(fed.maps).toHaveLength(1);
  expect(status.value).toMatchObject({ state: 'refused', error: expect.stringContaining('地图至多') });
  stop();
});

test('a feed carrying a credential-shaped or malformed reading is refused whole; nothing of it is applied', () => {
  const { applied, fed, status, send, stop } = setUp();
  send({ ...feed, readings: [{ ...reading, key: 'secret' }] });
  send({ ...feed, readings: [{ ...reading, mapping: '../walls' }] });
  expect(applied.remotes).toEqual([]);
  expect(fed).toEqual({ readings: [], maps: [], widgets: [] });
  expect(status.value).toMatchObject({ state: 'refused', error: expect.stringContaining('字段：readings.0.mapping') });
  stop();
});
