import { request as http, type APIRequestContext } from '@playwright/test';
import type { SoakPlan } from './soak-plan';

type Slot = { id: string; title?: string; panels: string[]; rotateMs?: number };
type PageLayout = { slots: Slot[] };

/** The soak's operator on the fleet service: the same console API an operator's browser calls. */
export async function fleetApi(
  fleetUrl: string,
  user: { username: string; password: string },
): Promise<APIRequestContext> {
  // A loaded machine and a stack in one Node process: the console may take its time to answer.
  const api = await http.newContext({ baseURL: fleetUrl, timeout: 60_000 });
  const signIn = await api.post('/api/session', { data: { username: user.username, password: user.password } });
  if (!signIn.ok()) throw new Error(`登录控制台失败：${signIn.status()} ${await signIn.text()}`);
  return api;
}

async function ok(
  reply: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>,
  what: string,
): Promise<void> {
  const r = await reply;
  if (!r.ok()) throw new Error(`${what}：${r.status()} ${await r.text()}`);
}

/**
 * Edits group `group`'s page `page` through the console (a push to its walls): every rotating slot turns every
 * `rotateMs`, and when `day` is given the first slot's title names it (a layout change the wall must take in).
 */
export async function pushLayout(
  api: APIRequestContext,
  group: string,
  page: string,
  plan: SoakPlan,
  day?: number,
): Promise<void> {
  const layouts = (await (await api.get(`/api/groups/${group}/layouts`)).json()) as {
    pages: Record<string, PageLayout>;
  };
  const layout = structuredClone(layouts.pages[page]);
  for (const slot of layout.slots) if (slot.panels.length > 1) slot.rotateMs = plan.rotateMs;
  const first = layout.slots[0];
  if (day !== undefined) first.title = `${first.title?.replace(/·第\d+天$/, '') ?? ''}·第${day}天`;
  await ok(api.put(`/api/groups/${group}/layouts/${page}`, { data: layout }), `推送 ${group}/${page} 布局`);
}

/** Switches `remote` for every group to `version` at once (the console's immediate switch), after a rescan of the builds. */
export async function switchRemote(api: APIRequestContext, remote: string, version: string): Promise<void> {
  await ok(api.post('/api/releases/rescan', { data: {} }), '重新扫描构建');
  await ok(api.put(`/api/remotes/${remote}/version`, { data: { version } }), `切换 ${remote} 到 ${version}`);
}
