import { phasesOf } from './bench-trace-phases';

test("each event's own thread time goes to its nearest phase; the task around them is overhead", () => {
  const events = [
    { name: 'ThreadControllerImpl::RunTask', ts: 0, dur: 10_000, tdur: 9_000 },
    { name: 'ProxyMain::BeginMainFrame', ts: 100, dur: 8_000, tdur: 7_000 },
    { name: 'UpdateLayoutTree', ts: 200, dur: 2_000, tdur: 2_000 },
    { name: 'Layout', ts: 2_300, dur: 1_000, tdur: 1_000 },
    { name: 'Paint', ts: 3_400, dur: 2_000, tdur: 1_500 },
    // A helper inside Paint (no phase of its own) counts as paint.
    { name: 'PaintLayerPainter::Paint', ts: 3_500, dur: 500, tdur: 500 },
    { name: 'Layerize', ts: 5_500, dur: 1_000, tdur: 1_000 },
  ];
  const phases = phasesOf(events, 2);
  expect(phases).toEqual({ script: 0, style: 1, layout: 0.5, paint: 0.75, layerize: 0.5, gc: 0, other: 1.75 });
});

test('events without a duration are left out', () => {
  expect(phasesOf([{ name: 'Layout', ts: 0 }], 1).layout).toBe(0);
});
