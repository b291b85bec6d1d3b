import { join } from 'node:path';
import { portClashes, specPorts } from './e2e-port-plan';

const E2E = join(__dirname, '../../e2e');

test('no two browser-test files start servers on the same port, so two Playwright workers never meet', () => {
  expect(portClashes(specPorts(E2E))).toEqual([]);
});

test('the plan sees every way a spec starts a server: a clash of two stacks is found', () => {
  const plans = [
    { file: 'a.spec.ts', offsets: [300, 301, 400, 500] },
    { file: 'b.spec.ts', offsets: [400, 401] },
  ];
  expect(portClashes(plans)).toEqual(['a.spec.ts ∩ b.spec.ts: 400']);
  const seen = specPorts(E2E);
  const rollout = seen.find((p) => p.file === 'fleet-rollout.spec.ts')!;
  const layouts = seen.find((p) => p.file === 'fleet-layouts.spec.ts')!;
  // a fleet stack: shell, remotes, API at +100 and fleet at +200; a team's own host is one port
  expect(rollout.offsets).toHaveLength(21);
  expect(layouts.offsets).toHaveLength(22);
});
