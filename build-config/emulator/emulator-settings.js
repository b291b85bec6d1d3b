// The emulator's choices live in the page's address, so a reload or a shared link shows the same thing.
import layouts from './layouts.json';

export const SOURCES = { api: '接口数据', fixtures: '示例数据（fixtures）' };
export const STATES = { live: '正常', loading: '加载中', error: '出错', empty: '无数据', stale: '数据未更新' };
export const LAYOUTS = { hub: '服务港首页', xndx: '分析测试中心', custom: '自定义尺寸' };
export const DEFAULT_API = 'http://127.0.0.1:3100';

const pick = (value, allowed, fallback) => (value in allowed ? value : fallback);
const size = (value, min, max, fallback) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** The settings from a query string. */
export function readSettings(search) {
  const query = new URLSearchParams(search);
  return {
    layout: pick(query.get('layout') ?? 'hub', LAYOUTS, 'hub'),
    w: size(query.get('w'), 200, 1920, 600),
    h: size(query.get('h'), 150, 1080, 400),
    source: pick(query.get('data') ?? 'api', SOURCES, 'api'),
    state: pick(query.get('state') ?? 'live', STATES, 'live'),
    api: query.get('api') || DEFAULT_API,
    display: query.get('display') || '',
    // The real page's slot that shows one of the team's panels (a new remote is on no slot of its own).
    slot: /^[a-z][a-z0-9-]{0,39}$/.test(query.get('slot') ?? '') ? query.get('slot') : '',
    panel: query.get('panel') || '',
  };
}

/** Writes the settings into the address without a page load. */
export function writeSettings(settings) {
  const query = new URLSearchParams({
    layout: settings.layout,
    data: settings.source,
    state: settings.state,
    api: settings.api,
  });
  if (settings.layout === 'custom') {
    query.set('w', String(settings.w));
    query.set('h', String(settings.h));
  }
  if (settings.display) query.set('display', settings.display);
  if (settings.slot) query.set('slot', settings.slot);
  if (settings.panel) query.set('panel', settings.panel);
  window.history.replaceState(null, '', `?${query}`);
}

/** The distinct slot sizes of a layout (largest first), each with the slots that have it; custom: the one size asked for. */
export function slotSizes(settings) {
  if (settings.layout === 'custom') return [{ w: settings.w, h: settings.h, slots: ['自定义'] }];
  const sizes = new Map();
  for (const slot of layouts[settings.layout].slots) {
    const key = `${slot.w}x${slot.h}`;
    sizes.set(key, { w: slot.w, h: slot.h, slots: [...(sizes.get(key)?.slots ?? []), slot.id] });
  }
  return [...sizes.values()].sort((a, b) => b.w * b.h - a.w * a.h);
}

/** The whole main area of a page, where a panel may also be placed alone. */
export const PAGE_SIZE = { w: layouts.hub.width, h: layouts.hub.height };

/** The choices of a real page's slot for the team's panel: none, or a slot id of the layout. */
export function slotChoices(layout) {
  const slots = layouts[layout]?.slots ?? [];
  return {
    '': '不放入（只替换同名远程模块）',
    ...Object.fromEntries(slots.map((slot) => [slot.id, `槽位 ${slot.id}（${slot.w}×${slot.h}）`])),
  };
}
