import type { IndustryChain } from '@cockpit/shared-sdk';
import { render } from '@testing-library/react';
import { ChainSelector } from './chain-selector';

const chain = (id: number, name: string): IndustryChain => ({
  id,
  name,
  description: '',
  companyCount: id,
  nodes: [],
  links: [],
});
const chains = [chain(1, '智能网联新能源汽车'), chain(2, '生物医药')];

/** The CSS rules emotion put on the page for the element (its class selectors) and their keyframes. */
function cssOf(element: Element): string {
  const rules = [...document.querySelectorAll('style')].flatMap((style) =>
    [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
  );
  const own = rules.filter((rule) => [...element.classList].some((c) => rule.startsWith(`.${c}`)));
  const names =
    own
      .join('\n')
      .match(/(?<!-)animation:\s*[\w-]+/g)
      ?.map((a) => a.split(/:\s*/)[1]) ?? [];
  return [...own, ...rules.filter((rule) => names.some((name) => rule.startsWith(`@keyframes ${name} `)))].join('\n');
}

test('the rotation progress runs on transform alone: the page is not laid out each frame', () => {
  render(<ChainSelector chains={chains} active={0} onSelect={() => undefined} intervalMs={20_000} paused={false} />);
  const progress = document.querySelector('[data-progress="running"]') as HTMLElement;
  const css = cssOf(progress);
  // Stepped, not linear: the compositor draws a frame per step (two a second), not sixty.
  expect(css).toMatch(/animation:\s*[\w-]+ 20000ms steps\(40, end\)/);
  expect(css).toMatch(/translateX\(-100%\)/);
  expect(css).not.toMatch(/@keyframes[^]*width/);
});

test('switching chains cross-fades the buttons: only opacity is transitioned', () => {
  render(<ChainSelector chains={chains} active={1} onSelect={() => undefined} intervalMs={20_000} paused={false} />);
  const css = [...document.querySelectorAll('[role="tab"]')].map(cssOf).join('\n');
  const transitions = css.match(/(?<!-)transition:[^;}]*/g) ?? [];
  expect(transitions.length).toBeGreaterThan(0);
  const properties = transitions.flatMap((t) =>
    t
      .replace(/^transition:\s*/, '')
      .split(',')
      .map((part) => part.trim().split(/\s+/)[0]),
  );
  expect(properties.filter((property) => property !== 'opacity')).toEqual([]);
});
