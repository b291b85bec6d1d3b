import * as z from 'zod/mini';
import { apiGet } from './api-get';
import { countSchema, dateSchema, monthSchema, pageOf, type PageQuery } from './common';

/**
 * A notice. Every field is plain text from the server and must be rendered as text, never as HTML
 * (a title may look like markup, such as `<img onerror>`: it is still only text).
 */
export const noticeSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** The `notice_type` label. */
  type: z.string(),
  publishDate: dateSchema,
  source: z.string(),
  summary: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** Activities of one month: how many, and how many people took part. */
export const activityMonthSchema = z.object({ month: monthSchema, count: countSchema, participants: countSchema });
export type ActivityMonth = z.infer<typeof activityMonthSchema>;

/** Query of `/notice/page`. */
export interface NoticeQuery extends PageQuery {
  /** A `notice_type` dictValue; omitted: every type. */
  type?: string;
}

/** Query of `/notice/getActByMonth`: give one of them, or neither (the last 12 months). */
export type ActivityQuery = { year: number; months?: never } | { months: number; year?: never } | Record<string, never>;

/** `GET /notice/page` (query): a page of notices, newest first. */
export const getNoticePage = (params: NoticeQuery = {}, signal?: AbortSignal) =>
  apiGet('/notice/page', pageOf(noticeSchema), { params: { ...params }, signal });

/**
 * `GET /notice/getActByMonth` (query): activities month by month, oldest first, zeros included —
 * the 12 months of `year`, or the last `months` (1–36, default 12) up to the newest data.
 */
export const getActivityByMonth = (params: ActivityQuery = {}, signal?: AbortSignal) =>
  apiGet('/notice/getActByMonth', z.array(activityMonthSchema), { params: { ...params }, signal });
