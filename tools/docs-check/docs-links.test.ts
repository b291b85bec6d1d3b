import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { REPO_ROOT } from '../build/topology';

// The README is an entrance to docs/: every relative link in them leads to a file, and every #anchor to a heading.
const files = [
  'README.md',
  'console/README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
const anchors = (file: string) =>
  new Set([...readFileSync(file, 'utf8').matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1])));

function brokenLinks(file: string): string[] {
  const path = join(REPO_ROOT, file);
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((link) => !/^[a-z]+:/.test(link))
    .filter((link) => {
      const [target, anchor] = link.split('#');
      const linked = target ? join(dirname(path), target) : path;
      if (!existsSync(linked)) return true;
      return !!anchor && linked.endsWith('.md') && !anchors(linked).has(anchor);
    })
    .map((link) => `${relative(REPO_ROOT, path)} → ${link}`);
}

test('every relative link of the README and docs/ leads to a file and heading that exist', () => {
  expect(files.flatMap(brokenLinks)).toEqual([]);
});

test('the README links every reader to their docs/ file', () => {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  for (const doc of ['operating-walls', 'fleet', 'deploying', 'panel-guide', 'benchmark'])
    expect(readme).toContain(`](docs/${doc}.md)`);
});
