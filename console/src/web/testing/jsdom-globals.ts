// jsdom lacks TextEncoder, which react-router reads when it loads: lend Node's before the app is imported.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
