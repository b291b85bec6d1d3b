import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** This package's version (from its package.json, in the workspace and when installed). */
export const PLAYER_VERSION: string = (
  JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string }
).version;
