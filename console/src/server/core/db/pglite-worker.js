// The embedded database's thread: PGlite (PostgreSQL compiled to WASM) runs its queries here, so a long query never
// stalls the HTTP event loop, and its WASM glue (which loads parts of itself with dynamic import()) runs under Node's
// own loader, also when the service is started inside jest's module sandbox. Plain JS: no TypeScript loader is needed.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

const INT8_OID = 20;
const ready = PGlite.create(workerData.dir, { parsers: { [INT8_OID]: (value) => Number(value) } });

async function run(message) {
  const pg = await ready;
  if (message.op === 'query') return { rows: (await pg.query(message.sql, message.params)).rows };
  if (message.op === 'exec') return void (await pg.exec(message.sql));
  if (message.op === 'close') return void (await pg.close());
  if (message.op === 'ready') return undefined;
  throw new Error(`unknown op ${message.op}`);
}

parentPort.on('message', (message) => {
  run(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: { message: error.message, code: error.code } }),
  );
});
