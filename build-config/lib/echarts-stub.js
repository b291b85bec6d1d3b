// jsdom has no layout and echarts ships ESM only: tests get a recorder of the options a chart was given.
const stubCharts = [];

function init(element) {
  const chart = { element, options: [], disposed: false, handlers: {} };
  stubCharts.push(chart);
  return {
    setOption: (option) => void chart.options.push(option),
    resize: () => undefined,
    on: (event, handler) => {
      chart.handlers[event] = handler;
    },
    dispose: () => {
      chart.disposed = true;
    },
  };
}

// Charts take turns to draw (shared-sdk's chart-turns): each in a task of its own after the render that asked.
// A test awaits this before it reads stubCharts.
// (A chart's turn sets no React state: no act() around it.)
async function chartsDrawn() {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

// Any chart, component or renderer echarts/core is asked for is an inert placeholder.
const registeredMaps = new Map();
const registerMap = (name, geoJson) => void registeredMaps.set(name, geoJson);

module.exports = new Proxy(
  { stubCharts, init, chartsDrawn, registerMap, registeredMaps, use: () => undefined },
  { get: (target, key) => (key in target ? target[key] : {}) },
);
