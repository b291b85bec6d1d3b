// The scaffold: a new panel remote (package, build, jest, one panel per id) in any folder.
const { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const TEMPLATES = path.join(__dirname, '../templates');
const OWN_VERSION = require('../package.json').version;
const NAME = /^[a-z][a-z0-9_]*$/;
const PANEL = /^[a-z][a-z0-9-]*$/;

const pascal = (id) => id.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());

/** A dependency spec: a version range as is, a path to a packed .tgz as `file:` (absolute). */
function dependencySpec(value, fallback) {
  if (!value) return fallback;
  return value.endsWith('.tgz') ? `file:${path.resolve(value)}` : value;
}

function fill(text, values) {
  return text.replace(/__([A-Z_]+)__/g, (match, key) => (key in values ? values[key] : match));
}

function copyTemplate(from, to, values) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const target = path.join(to, fill(entry === 'gitignore' ? '.gitignore' : entry, values));
    writeFileSync(target, fill(readFileSync(path.join(from, entry), 'utf8'), values));
  }
}

/** Creates the remote `name` in `dir` (which must be empty or absent) and returns its absolute path. */
function createRemote(dir, { name, panels = ['overview'], title = '团队概况', sdk, buildConfig }) {
  if (!NAME.test(name)) throw new Error(`远程模块名 ${name} 无效：小写字母开头，只含小写字母、数字和下划线`);
  const bad = panels.find((id) => !PANEL.test(id));
  if (bad) throw new Error(`面板 id ${bad} 无效：小写字母开头，只含小写字母、数字和连字符`);
  const root = path.resolve(dir);
  if (existsSync(root) && readdirSync(root).length > 0) throw new Error(`${root} 不是空目录`);
  const values = {
    REMOTE: name,
    PACKAGE: `cockpit-panels-${name.replace(/_/g, '-')}`,
    SDK_SPEC: dependencySpec(sdk, '^2.1.0'),
    BUILD_CONFIG_SPEC: dependencySpec(buildConfig, `^${OWN_VERSION}`),
    EXPOSES: panels.map((id) => `    './${id}': './src/panels/${id}/index.ts',`).join('\n'),
  };
  copyTemplate(path.join(TEMPLATES, 'remote'), root, values);
  for (const id of panels) {
    const panelValues = { ...values, PANEL: id, PASCAL: pascal(id), TITLE: title, HEADLINE: `${title}：本面板由 ${name} 团队独立发布` };
    copyTemplate(path.join(TEMPLATES, 'panel'), path.join(root, 'src/panels', id), panelValues);
  }
  return root;
}

module.exports = { createRemote };
