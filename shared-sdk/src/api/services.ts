import * as z from 'zod/mini';
import { apiGet } from './api-get';
import { countSchema, dateSchema, figureSchema, nameValueSchema, pageOf, type PageQuery } from './common';

/** A matter handled at the hub's windows (办件). */
export const handleItemSchema = z.object({
  id: z.int(),
  matterName: z.string(),
  /** Masked person or company name. */
  applicant: z.string(),
  department: z.string(),
  serviceType: z.string(),
  /** 已受理 / 办理中 / 已办结. */
  status: z.string(),
  acceptDate: dateSchema,
  /** Null until finished. */
  finishDate: z.nullable(dateSchema),
});
export type HandleItem = z.infer<typeof handleItemSchema>;

/** Totals of the service evaluations; `satisfactionRate` in % (非常满意 + 满意), `averageScore` out of 5. */
export const evaluateSumSchema = z.object({
  total: countSchema,
  satisfiedCount: countSchema,
  satisfactionRate: z.number().check(z.minimum(0), z.maximum(100)),
  averageScore: z.number().check(z.minimum(0), z.maximum(5)),
  byLevel: z.array(nameValueSchema),
});
export type EvaluateSum = z.infer<typeof evaluateSumSchema>;

/** One evaluation of a handled matter. */
export const evaluationSchema = z.object({
  id: z.int(),
  matterName: z.string(),
  evaluator: z.string(),
  score: z.int().check(z.minimum(1), z.maximum(5)),
  level: z.string(),
  content: z.string(),
  evalDate: dateSchema,
});
export type Evaluation = z.infer<typeof evaluationSchema>;

/** The hub introduction: text, headline figures and its areas (each with an id for {@link getIntroduceLink}). */
export const introduceSchema = z.object({
  title: z.string(),
  content: z.string(),
  figures: z.array(figureSchema),
  items: z.array(z.object({ id: z.int(), title: z.string(), summary: z.string() })),
});
export type Introduce = z.infer<typeof introduceSchema>;

/** A link to an introduction item. */
export const introduceLinkSchema = z.object({ id: z.int(), title: z.string(), url: z.string() });
export type IntroduceLink = z.infer<typeof introduceLinkSchema>;

/** `GET /handle/list` (query): a page of handled matters, newest first. */
export const getHandlePage = (params: PageQuery = {}, signal?: AbortSignal) =>
  apiGet('/handle/list', pageOf(handleItemSchema), { params: { ...params }, signal });

/** `GET /evaluate/sum`: satisfaction totals. */
export const getEvaluateSum = (signal?: AbortSignal) => apiGet('/evaluate/sum', evaluateSumSchema, { signal });

/** `GET /evaluate/list`: the latest 50 evaluations. */
export const getEvaluateList = (signal?: AbortSignal) =>
  apiGet('/evaluate/list', z.array(evaluationSchema), { signal });

/** `GET /jsc/introduce/index`: the hub introduction. */
export const getIntroduce = (signal?: AbortSignal) => apiGet('/jsc/introduce/index', introduceSchema, { signal });

/** `GET /jsc/introduce/getLink` (query id): the link of one introduction item. */
export const getIntroduceLink = (id: number, signal?: AbortSignal) =>
  apiGet('/jsc/introduce/getLink', introduceLinkSchema, { params: { id }, signal });

/** Counts of the hub's online services (`/ksh/service/num`). */
export const serviceNumSchema = z.object({
  total: countSchema,
  /** People served, all services together. */
  serveTotal: countSchema,
  /** Per `service_type`, in dictionary order. */
  byType: z.array(nameValueSchema),
});
export type ServiceNum = z.infer<typeof serviceNumSchema>;

/** An online service in a list. */
export const serviceItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: z.string(),
  provider: z.string(),
  serveCount: countSchema,
  onlineDate: dateSchema,
});
export type ServiceItem = z.infer<typeof serviceItemSchema>;

/** One online service in full. */
export const serviceDetailSchema = z.extend(serviceItemSchema, {
  description: z.string(),
  address: z.string(),
  contact: z.string(),
  hours: z.string(),
  steps: z.array(z.string()),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

/** Query of `/ksh/service/page`. */
export interface ServicePageQuery extends PageQuery {
  /** A `service_type` dictValue. */
  type?: string;
  /** Part of a service name. */
  name?: string;
}

/** `GET /ksh/service/num` (second API base): service counts. */
export const getServiceNum = (signal?: AbortSignal) =>
  apiGet('/ksh/service/num', serviceNumSchema, { signal, serviceBase: true });

/** `GET /ksh/service/page` (second API base, query): a page of services. */
export const getServicePage = (params: ServicePageQuery = {}, signal?: AbortSignal) =>
  apiGet('/ksh/service/page', pageOf(serviceItemSchema), { params: { ...params }, signal, serviceBase: true });

/** `GET /ksh/service/{id}` (second API base): one service in full. */
export const getServiceDetail = (id: number, signal?: AbortSignal) =>
  apiGet(`/ksh/service/${encodeURIComponent(String(id))}`, serviceDetailSchema, { signal, serviceBase: true });
