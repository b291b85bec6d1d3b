import * as z from 'zod/mini';
import { apiGet } from './api-get';
import { pageOf, type PageQuery } from './common';

/** A team incubated in the hub (`/runningTeam/*`). */
export const runningTeamSchema = z.object({
  id: z.int(),
  teamName: z.string(),
  leader: z.string(),
  school: z.string(),
  industry: z.string(),
  memberCount: z.int().check(z.nonnegative()),
  settledDate: z.string(),
});
export type RunningTeam = z.infer<typeof runningTeamSchema>;

/** Headline counts of the running teams. */
export const runningTeamSumSchema = z.object({
  teamCount: z.int().check(z.nonnegative()),
  memberCount: z.int().check(z.nonnegative()),
  enterpriseCount: z.int().check(z.nonnegative()),
  projectCount: z.int().check(z.nonnegative()),
});
export type RunningTeamSum = z.infer<typeof runningTeamSumSchema>;

/** One member of a team. */
export const teamMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  role: z.string(),
  title: z.string(),
  education: z.string(),
  school: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A team with its members. */
export const teamDetailSchema = z.object({
  teamId: z.int(),
  teamName: z.string(),
  introduction: z.string(),
  members: z.array(teamMemberSchema),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** A professional institution's team (`/zyjg/*`). */
export const institutionTeamSchema = z.object({
  id: z.int(),
  teamName: z.string(),
  institution: z.string(),
  category: z.string(),
  memberCount: z.int().check(z.nonnegative()),
  serviceCount: z.int().check(z.nonnegative()),
});
export type InstitutionTeam = z.infer<typeof institutionTeamSchema>;

/** Headline counts of the professional institutions. */
export const institutionSumSchema = z.object({
  institutionCount: z.int().check(z.nonnegative()),
  teamCount: z.int().check(z.nonnegative()),
  memberCount: z.int().check(z.nonnegative()),
  serviceCount: z.int().check(z.nonnegative()),
});
export type InstitutionSum = z.infer<typeof institutionSumSchema>;

/** Query of the paged team lists. */
export interface TeamPageQuery extends PageQuery {
  teamName?: string;
}

/** `GET /runningTeam/getRunningTeam`: the teams now running in the hub, newest first. */
export const getRunningTeams = (signal?: AbortSignal) =>
  apiGet('/runningTeam/getRunningTeam', z.array(runningTeamSchema), { signal });

/** `GET /runningTeam` (query): a page of running teams. */
export const getRunningTeamPage = (params: TeamPageQuery, signal?: AbortSignal) =>
  apiGet('/runningTeam', pageOf(runningTeamSchema), { params: { ...params }, signal });

/** `GET /runningTeam/sum`: headline counts. */
export const getRunningTeamSum = (signal?: AbortSignal) => apiGet('/runningTeam/sum', runningTeamSumSchema, { signal });

/** `GET /runningTeam/memberDetail` (query teamId): a team and its members. */
export const getRunningTeamMembers = (teamId: number, signal?: AbortSignal) =>
  apiGet('/runningTeam/memberDetail', teamDetailSchema, { params: { teamId }, signal });

/** `GET /zyjg/sum`: headline counts of the professional institutions. */
export const getInstitutionSum = (signal?: AbortSignal) => apiGet('/zyjg/sum', institutionSumSchema, { signal });

/** `GET /zyjg/team/page` (query): a page of institution teams. */
export const getInstitutionTeamPage = (params: TeamPageQuery, signal?: AbortSignal) =>
  apiGet('/zyjg/team/page', pageOf(institutionTeamSchema), { params: { ...params }, signal });

/** `GET /zyjg/memberDetail` (query teamId): an institution team and its members. */
export const getInstitutionMembers = (teamId: number, signal?: AbortSignal) =>
  apiGet('/zyjg/memberDetail', teamDetailSchema, { params: { teamId }, signal });
