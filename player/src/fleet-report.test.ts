import { Value } from '@sinclair/typebox/value';
import {
  playerReportSchema,
  RECOVERY_REASON_NAMES,
  RECOVERY_REASONS,
  RECOVERY_STEPS,
  type PlayerRecovery,
} from '@cockpit/protocol';
import { playerReport } from './fleet-report';
import { REASON_NAMES } from './index';

// The player and the fleet service share the report's shape through @cockpit/protocol: what the player sends must be
// what the service's route accepts, on the wire (JSON), with the route's own schema.
const onWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const run = { version: '1.4.0', chromium: '156.0.8078.108', startedAt: 1_700_000_000_000, browserStartedAt: undefined };

test('a report as the player builds it passes the service schema, with every reason and step', () => {
  const recoveries: PlayerRecovery[] = RECOVERY_REASONS.map((reason, i) => ({
    at: run.startedAt + i,
    reason,
    darkMs: 3_200,
    steps: [...RECOVERY_STEPS],
  }));
  const screen = { off: true, switched: false, method: 'xset' as const, error: 'DPMS 不可用' };
  const memory = { browser: 180e6, renderer: 420e6, gpu: 90e6, other: 30e6 };
  const full = onWire(playerReport(run, recoveries, screen, memory));
  expect(Value.Errors(playerReportSchema, full).First()).toBeUndefined();
  expect(full).toMatchObject({ screen: { off: true, switched: false, error: 'DPMS 不可用' } });
  expect(Value.Check(playerReportSchema, onWire(playerReport(run, [])))).toBe(true);
});

test('a report the service would refuse is refused by the same schema (the check is not vacuous)', () => {
  const report = onWire(playerReport(run, [{ at: 1, reason: 'crash', darkMs: 1, steps: ['reload'] }])) as {
    recoveries: { reason: string }[];
  };
  report.recoveries[0].reason = 'meteor';
  expect(Value.Check(playerReportSchema, report)).toBe(false);
});

test("the player's words for each reason are the console's: the protocol's one table", () => {
  expect(REASON_NAMES).toBe(RECOVERY_REASON_NAMES);
});
