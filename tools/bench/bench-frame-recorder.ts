/** A page script's promise of the ms since navigation at which `min` panels exist and every one is ready. */
export const readyClock = (min: number) => `new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const frames = document.querySelectorAll('[data-panel]');
      if (frames.length < ${min} || ![...frames].every((f) => f.getAttribute('data-state') === 'ready')) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  })`;

/**
 * Runs in the page before its own scripts (a string: Playwright's `addInitScript`). It keeps:
 * - `__bench.ready`: ms since navigation at which `min` panels exist and every one is ready;
 * - long tasks and long animation frames (PerformanceObserver, buffered from navigation);
 * - while `__bench.recording`, every animation frame's time since the previous one, with the motions running in it.
 * A motion is marked running for `MOTION_MS` after its start, told from the DOM change that starts it: a slot's
 * `data-showing` (rotation), a change inside a scroll board (`[data-board]`, its step), a counter's text (`[data-value]`),
 * a table's rows elsewhere (a page turn), a data refresh (`__cockpit.refreshes`, which redraws charts: chart update).
 */
export const frameRecorder = (min: number, motionMs = 1200) => `(() => {
  const bench = window.__bench = { longTasks: [], loafs: [], frames: [], recording: false, motionUntil: {} };
  bench.ready = ${readyClock(min)};
  new PerformanceObserver((list) => { for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) bench.loafs.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  const mark = (motion) => { if (bench.recording) bench.motionUntil[motion] = performance.now() + ${motionMs}; };
  const kindOf = (record) => {
    const el = record.target.nodeType === 1 ? record.target : record.target.parentElement;
    if (!el) return undefined;
    if (record.attributeName === 'data-showing') return 'rotation';
    if (el.closest('[data-board]')) return 'scroll-board step';
    if (el.closest('[data-value]')) return 'counter';
    if (el.closest('[data-clock]')) return 'clock tick';
    if (record.type === 'childList' && el.closest('tbody, table')) return 'page turn';
    return undefined;
  };
  new MutationObserver((records) => { for (const r of records) { const k = kindOf(r); if (k) mark(k); } })
    .observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-showing', 'style', 'data-value'] });
  let refreshes = 0;
  let last = 0;
  // Only while recording: a loop of its own at rest would keep the page drawing every frame.
  const frame = (now) => {
    if (!bench.recording) return;
    const seen = window.__cockpit ? window.__cockpit.refreshes : 0;
    if (seen > refreshes) mark('chart update');
    refreshes = seen;
    if (last) bench.frames.push({ delta: now - last, motions: Object.keys(bench.motionUntil).filter((m) => bench.motionUntil[m] > now) });
    last = now;
    requestAnimationFrame(frame);
  };
  bench.record = (on) => {
    bench.recording = on;
    if (!on) return;
    refreshes = window.__cockpit ? window.__cockpit.refreshes : 0;
    bench.frames = [];
    bench.since = performance.now();
    last = 0;
    requestAnimationFrame(frame);
  };
})();`;
