// The wall draws with faces it ships, never the PC's: a Kylin, UOS, Windows or Debian PC has other CJK fonts, and
// text that fits on one overflows on another. Noto Sans SC (OFL, from @fontsource) is subset with harfbuzz
// (subset-font) into two faces per weight: the characters the wall's own sources use (preloaded, so the first view
// never waits on a swap) and the rest of GB 2312's first level (fetched by the browser only when a figure needs one).
// Big figures use a condensed digits face (Roboto Condensed, OFL) where a designer's PC would have DIN.
const { createHash } = require('node:crypto');
const { execFileSync } = require('node:child_process');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const fontPackage = (name) => path.dirname(require.resolve(`@fontsource/${name}/package.json`));
const FONT_PACKAGE = fontPackage('noto-sans-sc');
const DIGITS_PACKAGE = fontPackage('roboto-condensed');
const WEIGHTS = [400, 700];
const DIGITS_WEIGHTS = [700, 800];
const FAMILY = 'Cockpit Sans';
const DIGITS_FAMILY = 'Cockpit Digits';
/** The folders whose text the wall shows: the shell, the SDK, our remotes and the reference data. */
const SCANNED = [
  'shell/src',
  'shell/public',
  'shared-sdk/src',
  'remote-panels',
  'remote-hub',
  'remote-xndx',
  'api-server/src',
];

/** GB 2312's first level (3 755 common characters), read out of the platform's GBK decoder rather than a list. */
function gb2312FirstLevel() {
  const decoder = new TextDecoder('gbk');
  const chars = [];
  for (let row = 0xb0; row <= 0xd7; row++) {
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      const char = decoder.decode(new Uint8Array([row, cell]));
      if (char.length === 1 && char !== '\ufffd') chars.push(char);
    }
  }
  return chars;
}

/** Every character above Latin-1 in the given texts, sorted by code point. */
function charactersOf(texts) {
  const set = new Set();
  for (const text of texts) for (const char of text) if (char.codePointAt(0) > 0xff) set.add(char);
  return [...set].sort((a, b) => a.codePointAt(0) - b.codePointAt(0));
}

/** The wall's characters: those its sources use, and the common rest (GB 2312's first level minus those). */
function wallCharacters(repoRoot) {
  const files = execFileSync('git', ['ls-files', '--', ...SCANNED], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(tsx?|jsx?|json|html)$/.test(file) && !/\.(test|spec)\./.test(file));
  const used = charactersOf(files.map((file) => readFileSync(path.join(repoRoot, file), 'utf8')));
  const usedSet = new Set(used);
  return { used, common: charactersOf([gb2312FirstLevel().join('')]).filter((char) => !usedSet.has(char)) };
}

/** A CSS unicode-range for sorted characters: runs of consecutive code points become one range. */
function unicodeRange(chars) {
  const points = chars.map((char) => char.codePointAt(0));
  const ranges = [];
  for (let i = 0; i < points.length; i++) {
    let end = i;
    while (end + 1 < points.length && points[end + 1] === points[end] + 1) end++;
    const hex = (point) => point.toString(16).toUpperCase();
    ranges.push(end > i ? `U+${hex(points[i])}-${hex(points[end])}` : `U+${hex(points[i])}`);
    i = end;
  }
  return ranges.join(',');
}

/** Subsets one face, kept in node_modules/.cache by the hash of its input so a rebuild costs nothing. */
async function subsetFace(source, chars, cacheDir) {
  const key = createHash('sha256').update(source).update(chars.join('')).digest('hex').slice(0, 16);
  const cached = path.join(cacheDir, `${key}.woff2`);
  if (existsSync(cached)) return readFileSync(cached);
  const { default: subsetFont } = await import('subset-font');
  const face = await subsetFont(source, chars.join(''), { targetFormat: 'woff2' });
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, face);
  return face;
}

/** The faces of every weight: `{ name, family, bytes, weight, range, preload }`, names carrying their content's hash. */
async function wallFaces(repoRoot) {
  const { used, common } = wallCharacters(repoRoot);
  const latinRange = require(path.join(FONT_PACKAGE, 'unicode.json')).latin;
  const cacheDir = path.join(repoRoot, 'node_modules/.cache/cockpit-wall-fonts');
  const faces = [];
  for (const weight of WEIGHTS) {
    const file = (subset) =>
      readFileSync(path.join(FONT_PACKAGE, `files/noto-sans-sc-${subset}-${weight}-normal.woff2`));
    const cjk = file('chinese-simplified');
    const sans = { family: FAMILY, weight };
    faces.push({ ...sans, part: 'latin', bytes: file('latin'), range: latinRange, preload: true });
    faces.push({
      ...sans,
      part: 'used',
      bytes: await subsetFace(cjk, used, cacheDir),
      range: unicodeRange(used),
      preload: true,
    });
    faces.push({
      ...sans,
      part: 'common',
      bytes: await subsetFace(cjk, common, cacheDir),
      range: unicodeRange(common),
      preload: false,
    });
  }
  for (const weight of DIGITS_WEIGHTS) {
    const bytes = readFileSync(path.join(DIGITS_PACKAGE, `files/roboto-condensed-latin-${weight}-normal.woff2`));
    faces.push({ family: DIGITS_FAMILY, weight, part: 'digits', bytes, range: latinRange, preload: true });
  }
  const hash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  const slug = (face) => face.family.toLowerCase().replace(/\s+/g, '-');
  return faces.map((face) => ({
    ...face,
    name: `fonts/${slug(face)}-${face.weight}-${face.part}.${hash(face.bytes)}.woff2`,
  }));
}

/** The @font-face rules: the preloaded faces block briefly (no flash of the PC's face), the common one swaps in. */
function fontFaceCss(faces) {
  return faces
    .map(
      (face) =>
        `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${face.weight};font-display:${face.preload ? 'block' : 'swap'};src:url(${face.name}) format("woff2");unicode-range:${face.range}}`,
    )
    .join('\n');
}

module.exports = { DIGITS_FAMILY, FAMILY, charactersOf, fontFaceCss, unicodeRange, wallCharacters, wallFaces };
