// A mapping's thread: JSONata runs here, in a pool the service can kill, so neither a loop nor a native function
// that runs for seconds ($pad, $split of millions) stalls a request. Plain JS like the embedded database's worker:
// no TypeScript loader is needed, also inside jest. It says when it starts, so only the run counts against the time.
'use strict';
const jsonata = require('jsonata');

const EXIT = Symbol.for('jsonata.__evaluate_exit');

module.exports = async function runMapping({ expression, inputText, limits, started }) {
  started.postMessage('started');
  started.close();
  try {
    const compiled = jsonata(expression, { timeout: limits.timeoutMs, stack: limits.stack, sequence: limits.sequence });
    // JSONata counts only the sequences it builds; an array a function returns ($split) is held to the same limit.
    compiled.assign(EXIT, (_expr, _input, _env, result) => {
      if (Array.isArray(result) && result.length > limits.sequence)
        throw { code: 'D2015', value: limits.sequence, message: `Sequence of ${result.length} items` };
    });
    // No bindings: the expression sees the answer and JSONata's functions, nothing of the service.
    const value = await compiled.evaluate(JSON.parse(inputText));
    if (value === undefined) return { none: 'undefined' };
    if (typeof value === 'function') return { none: 'function' };
    try {
      return { text: JSON.stringify(value) };
    } catch {
      return { none: 'json' };
    }
  } catch (error) {
    return { error: { code: error && error.code, position: error && error.position, message: error && error.message } };
  }
};
