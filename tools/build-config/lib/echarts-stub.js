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

// Any chart, component or renderer echarts/core is asked for is an inert placeholder.
module.exports = new Proxy({ stubCharts, init, use: () => undefined }, { get: (target, key) => (key in target ? target[key] : {}) });
