import * as z from 'zod/mini';
import { apiGet } from './api-get';
import { countSchema, dateSchema, nameValueSchema, pageOf, type PageQuery } from './common';

/** An enterprise now in the park (`/checkin/industry/list`); count by `industry` for a chart. */
export const checkinEnterpriseSchema = z.object({
  id: z.int(),
  enterpriseName: z.string(),
  industry: z.string(),
  source: z.string(),
  /** 万元. */
  registeredCapital: z.number().check(z.nonnegative()),
  checkinDate: dateSchema,
});
export type CheckinEnterprise = z.infer<typeof checkinEnterpriseSchema>;

/** An enterprise that moved out (`/checkout/industry/list`). */
export const checkoutEnterpriseSchema = z.object({
  id: z.int(),
  enterpriseName: z.string(),
  industry: z.string(),
  checkinDate: dateSchema,
  checkoutDate: dateSchema,
  reason: z.string(),
});
export type CheckoutEnterprise = z.infer<typeof checkoutEnterpriseSchema>;

/** An opportunity of the chance list (机会清单). `type` is the `chance_type` label; `budget` in 万元. */
export const chanceSchema = z.object({
  id: z.int(),
  title: z.string(),
  type: z.string(),
  industry: z.string(),
  publisher: z.string(),
  publishDate: dateSchema,
  deadline: dateSchema,
  budget: z.number().check(z.nonnegative()),
  /** 征集中 / 已对接 / 已完成. */
  status: z.string(),
});
export type Chance = z.infer<typeof chanceSchema>;

/** Totals of the chance list. */
export const chanceSumSchema = z.object({
  total: countSchema,
  openCount: countSchema,
  matchedCount: countSchema,
  /** 万元. */
  budgetTotal: z.number().check(z.nonnegative()),
  /** Per `chance_type`, in dictionary order. */
  byType: z.array(nameValueSchema),
});
export type ChanceSum = z.infer<typeof chanceSumSchema>;

/** Query of `/chanceList`. */
export interface ChanceQuery extends PageQuery {
  /** A `chance_type` dictValue; omitted: every type. */
  type?: string;
}

/** `GET /checkin/industry/list`: enterprises in the park, newest first. */
export const getCheckinEnterprises = (signal?: AbortSignal) =>
  apiGet('/checkin/industry/list', z.array(checkinEnterpriseSchema), { signal });

/** `GET /checkout/industry/list`: enterprises that moved out, newest first. */
export const getCheckoutEnterprises = (signal?: AbortSignal) =>
  apiGet('/checkout/industry/list', z.array(checkoutEnterpriseSchema), { signal });

/** `GET /chanceList` (query): a page of opportunities, newest first. */
export const getChancePage = (params: ChanceQuery = {}, signal?: AbortSignal) =>
  apiGet('/chanceList', pageOf(chanceSchema), { params: { ...params }, signal });

/** `GET /chanceList/sum`: totals of the chance list. */
export const getChanceSum = (signal?: AbortSignal) => apiGet('/chanceList/sum', chanceSumSchema, { signal });
