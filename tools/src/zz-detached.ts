import puppeteer from 'puppeteer-core';
import { readFileSync, readdirSync } from 'node:fs';
// Which detached nodes the hub wall holds (a probe while the soak runs; not committed).
(async () => {
  const dir = readdirSync('/tmp').filter((d) => d.startsWith('cockpit-player-')).map((d) => `/tmp/${d}`).sort((a, b) => require('node:fs').statSync(b).mtimeMs - require('node:fs').statSync(a).mtimeMs)
    .find((d) => { try { return JSON.parse(readFileSync(`${d}/state/status.json`, 'utf8')).url.includes(':30000/?wall=soak-hub'); } catch { return false; } })!;
  const ws = JSON.parse(readFileSync(`${dir}/state/status.json`, 'utf8')).wsEndpoint;
  const b = await puppeteer.connect({ browserWSEndpoint: ws, defaultViewport: null });
  const t = await b.waitForTarget((x) => x.type() === 'page' && x.url().includes(':30000/'));
  const cdp = await t.createCDPSession();
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('DOM.enable');
  await cdp.send('DOM.getDocument', { depth: 0 });
  const { detachedNodes } = await cdp.send('DOM.getDetachedDomNodes');
  for (const d of detachedNodes) {
    const n = d.treeNode;
    const attrs = (n.attributes ?? []).join(' ').slice(0, 160);
    console.log(n.nodeName, n.childNodeCount, 'retained', d.retainedNodeIds.length, attrs);
    try {
      const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: n.backendNodeId });
      const r = await cdp.send('Runtime.callFunctionOn', { objectId: object.objectId, functionDeclaration: 'function(){ return (this.outerHTML||this.textContent||"").slice(0,300); }', returnByValue: true });
      console.log('   ', r.result.value);
    } catch (e) { console.log('   (no resolve)', (e as Error).message.slice(0, 80)); }
  }
  const c = await cdp.send('Memory.getDOMCounters');
  console.log(c);
  await b.disconnect();
})().catch((e) => { console.error(e); process.exit(1); });
