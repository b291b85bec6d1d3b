// The module the emulator imports for the team's panels: generated from src/panels/*/ at `cockpit-remote dev` start.
const { existsSync, mkdirSync, readdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const STORE = path.join(__dirname, '../emulator/panel-store.js');

/** Each panel folder with an index.ts (or .tsx), and its fixtures.ts when it has one. */
function panelFolders(dir) {
  const root = path.join(dir, 'src/panels');
  if (!existsSync(root)) return [];
  const first = (folder, names) => names.map((name) => path.join(folder, name)).find((file) => existsSync(file));
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      id: entry.name,
      index: first(path.join(root, entry.name), ['index.ts', 'index.tsx']),
      fixtures: first(path.join(root, entry.name), ['fixtures.ts', 'fixtures.tsx']),
    }))
    .filter((panel) => panel.index)
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Writes `.cockpit-dev/panels.js` and returns its path. The module accepts its own hot updates: an edit of a
 * descriptor or a data hook re-runs it and hands the emulator the new panels, with no page load.
 */
function writeDevPanels(dir, remote) {
  const out = path.join(dir, '.cockpit-dev');
  mkdirSync(out, { recursive: true });
  const panels = panelFolders(dir);
  const lines = [`import { setPanels } from ${JSON.stringify(STORE)};`];
  panels.forEach((panel, i) => {
    lines.push(`import panel${i} from ${JSON.stringify(panel.index)};`);
    if (panel.fixtures) lines.push(`import * as fixtures${i} from ${JSON.stringify(panel.fixtures)};`);
  });
  const entries = panels.map(
    (panel, i) =>
      `  { id: ${JSON.stringify(`${remote}/${panel.id}`)}, descriptor: panel${i}, fixtures: ${panel.fixtures ? `fixtures${i}` : 'undefined'} },`,
  );
  lines.push('setPanels([', ...entries, ']);', 'if (import.meta.webpackHot) import.meta.webpackHot.accept();', '');
  const file = path.join(out, 'panels.js');
  writeFileSync(file, lines.join('\n'));
  return file;
}

module.exports = { writeDevPanels, panelFolders };
