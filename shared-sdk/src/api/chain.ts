import * as z from 'zod/mini';
import { apiGet } from './api-get';
import { countSchema, dateSchema } from './common';

/** Where a node sits in its chain. */
export const chainSegmentSchema = z.enum(['上游', '中游', '下游']);
export type ChainSegment = z.infer<typeof chainSegmentSchema>;

/** A node of an industry chain (an industry segment such as 动力电池). */
export const chainNodeSchema = z.object({
  id: z.int(),
  name: z.string(),
  segment: chainSegmentSchema,
  companyCount: countSchema,
});
export type ChainNode = z.infer<typeof chainNodeSchema>;

/** A supply link from a node to a node of the next segment (ids of {@link ChainNode}). */
export const chainLinkSchema = z.object({ source: z.int(), target: z.int() });
export type ChainLink = z.infer<typeof chainLinkSchema>;

/** An industry chain with its graph (`/jsc/chain/list`). */
export const industryChainSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  companyCount: countSchema,
  nodes: z.array(chainNodeSchema),
  links: z.array(chainLinkSchema),
});
export type IndustryChain = z.infer<typeof industryChainSchema>;

/** A company at a chain node. */
export const chainCompanySchema = z.object({
  id: z.int(),
  name: z.string(),
  district: z.string(),
  scale: z.string(),
  foundedYear: z.int(),
});
export type ChainCompany = z.infer<typeof chainCompanySchema>;

/** One node with its chain, description and companies (`/jsc/chain/detail`). */
export const chainNodeDetailSchema = z.extend(chainNodeSchema, {
  chainId: z.int(),
  chainName: z.string(),
  description: z.string(),
  companies: z.array(chainCompanySchema),
});
export type ChainNodeDetail = z.infer<typeof chainNodeDetailSchema>;

/** An investment project; `amount` in 万元. */
export const investProjectSchema = z.object({
  id: z.int(),
  projectName: z.string(),
  company: z.string(),
  chain: z.string(),
  stage: z.string(),
  amount: z.number().check(z.nonnegative()),
  investDate: dateSchema,
  investor: z.string(),
});
export type InvestProject = z.infer<typeof investProjectSchema>;

/** A technology service offered in the hub (`/jsc/ts/list`). */
export const techServiceSchema = z.object({
  id: z.int(),
  name: z.string(),
  category: z.string(),
  provider: z.string(),
  serviceCount: countSchema,
  publishDate: dateSchema,
});
export type TechService = z.infer<typeof techServiceSchema>;

/** Query of `/jsc/chain/list`. */
export interface ChainListQuery {
  /** Part of a chain name; omitted: every chain. */
  chainName?: string;
}

/** `GET /jsc/chain/list` (query): industry chains with their up/mid/downstream nodes and links. */
export const getChainList = (params: ChainListQuery = {}, signal?: AbortSignal) =>
  apiGet('/jsc/chain/list', z.array(industryChainSchema), { params: { ...params }, signal });

/** `GET /jsc/chain/detail` (query id): one chain node and its companies. */
export const getChainNodeDetail = (id: number, signal?: AbortSignal) =>
  apiGet('/jsc/chain/detail', chainNodeDetailSchema, { params: { id }, signal });

/** `GET /jsc/invest/list`: investment projects, newest first. */
export const getInvestList = (signal?: AbortSignal) =>
  apiGet('/jsc/invest/list', z.array(investProjectSchema), { signal });

/** `GET /jsc/ts/list`: technology services, newest first. */
export const getTechServiceList = (signal?: AbortSignal) =>
  apiGet('/jsc/ts/list', z.array(techServiceSchema), { signal });
