#!/usr/bin/env node
'use strict';
// The packed package runs its compiled `dist/`; inside the workspace (no dist) the TypeScript sources run through tsx.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const compiled = join(__dirname, '..', 'dist', 'cli.js');
if (existsSync(compiled)) {
  require(compiled).main(process.argv.slice(2));
} else {
  require('tsx/cjs');
  require(join(__dirname, '..', 'src', 'cli.ts')).main(process.argv.slice(2));
}
