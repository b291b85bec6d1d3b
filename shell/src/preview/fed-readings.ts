import type { SourceReading } from '@cockpit/protocol';
import type { SourceReader } from '@cockpit/shared-sdk';
import * as z from 'zod/mini';

/** How many readings one feed may carry (a page of slots, each bound to one mapping). */
export const FED_READINGS_MAX = 64;
/** How much one reading's value may weigh as JSON (the service's own mapped-result limit is smaller). */
export const FED_VALUE_MAX_CHARS = 256 * 1024;

/**
 * One mapped value the console read for the preview under its operator's session (the same reading a wall gets):
 * the frame has no credential and never asks the fleet itself.
 */
export const fedReadingSchema = z.strictObject({
  source: z.int().check(z.positive('数据源 id 须为正整数')),
  mapping: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, '映射名只含字母、数字、-、_，至多 40 个字符')),
  value: z
    .unknown()
    .check(
      z.refine(
        (value) => (JSON.stringify(value) ?? '').length <= FED_VALUE_MAX_CHARS,
        `读数至多 ${FED_VALUE_MAX_CHARS} 个字符`,
      ),
    ),
  intervalMs: z.number().check(z.positive('刷新间隔须为正数')),
  goodAt: z.optional(z.number()),
  stale: z.boolean(),
  reason: z.optional(z.string().check(z.maxLength(300, '过期原因至多 300 个字符'))),
});
export const fedReadingsSchema = z
  .array(fedReadingSchema)
  .check(z.maxLength(FED_READINGS_MAX, `预览至多携带 ${FED_READINGS_MAX} 个读数`));
export type FedReading = z.infer<typeof fedReadingSchema>;

const key = (source: number, mapping: string) => `${source}/${mapping}`;

/**
 * A source reader answering from the readings the console sent. Each feed makes a new reader, so the widgets read
 * again at once (a new reader restarts their reads); a mapping the console has not sent is a failure in words (the
 * widget retries, as after any failed read).
 */
export function fedSourceReader(readings: readonly FedReading[]): SourceReader {
  const byKey = new Map<string, SourceReading>(
    readings.map(({ source, mapping, ...reading }) => [key(source, mapping), reading]),
  );
  return async (source, mapping, signal) => {
    if (signal.aborted) throw new Error('已停止');
    const reading = byKey.get(key(source, mapping));
    if (!reading) throw new Error(`控制台尚未送来数据源 ${source} 映射 ${mapping} 的读数`);
    return reading;
  };
}
