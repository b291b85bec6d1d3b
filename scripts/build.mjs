// `npm run build`: install if needed, then build and publish every bundle.
import { buildAll, ensureInstalled } from './bootstrap.mjs';

ensureInstalled();
buildAll();
