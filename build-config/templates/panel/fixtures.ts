import type { __PASCAL__Data } from './use-__PANEL__-data';

/** Sample data: the tests use it, and `pnpm dev` shows it under 示例数据（fixtures）. */
export const data: __PASCAL__Data = { teamCount: 66, memberCount: 412, enterpriseCount: 38, projectCount: 91 };

/** What the panel shows as 无数据 (its isEmpty accepts it). */
export const empty: __PASCAL__Data = { ...data, teamCount: 0 };
