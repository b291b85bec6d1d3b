// The scaffold: a new panel remote (package, build, jest, one panel per id) in any folder.
const { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const TEMPLATES = path.join(__dirname, '../templates');
const NAME = /^[a-z][a-z0-9_]*$/;
const PANEL = /^[a-z][a-z0-9-]*$/;

const pascal = (id) => id.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());

/**
 * The packed package `file` (a .tgz that must exist), copied into the project's `vendor/`: the project installs on a
 * teammate's clone and in CI with no path into this machine and no `@cockpit` name asked of a public registry.
 */
function vendorPackage(root, file, flag) {
  if (!file) throw new Error(`缺少 --${flag} <tgz>：请先运行 npm run pack:packages，再传入它写出的文件`);
  if (!file.endsWith('.tgz'))
    throw new Error(`--${flag} ${file} 不是 .tgz 文件：请传入 npm run pack:packages 写出的文件`);
  const source = path.resolve(file);
  if (!existsSync(source)) throw new Error(`--${flag} 指定的文件不存在：${source}`);
  mkdirSync(path.join(root, 'vendor'), { recursive: true });
  copyFileSync(source, path.join(root, 'vendor', path.basename(source)));
  return `file:vendor/${path.basename(source)}`;
}

/** Each stub its own title beside its id, so two panels are told apart on a wall from the first build. */
const panelTitle = (title, id, index) => (index === 0 ? title : `${title}·${id}`);

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
  for (const [file, flag] of [
    [sdk, 'sdk'],
    [buildConfig, 'build-config'],
  ]) {
    if (file && !existsSync(path.resolve(file))) throw new Error(`--${flag} 指定的文件不存在：${path.resolve(file)}`);
  }
  const values = {
    REMOTE: name,
    PACKAGE: `cockpit-panels-${name.replace(/_/g, '-')}`,
    SDK_SPEC: vendorPackage(root, sdk, 'sdk'),
    BUILD_CONFIG_SPEC: vendorPackage(root, buildConfig, 'build-config'),
    // The template reads `    __EXPOSES__,` (Prettier's shape): entries joined, the last comma the template's own.
    EXPOSES: panels.map((id) => `'./${id}': './src/panels/${id}/index.ts'`).join(',\n    '),
  };
  copyTemplate(path.join(TEMPLATES, 'remote'), root, values);
  for (const [index, id] of panels.entries()) {
    const panelValues = {
      ...values,
      PANEL: id,
      PASCAL: pascal(id),
      TITLE: panelTitle(title, id, index),
      HEADLINE: `${title}：本面板由 ${name} 团队独立发布`,
    };
    copyTemplate(path.join(TEMPLATES, 'panel'), path.join(root, 'src/panels', id), panelValues);
  }
  return root;
}

module.exports = { createRemote };
