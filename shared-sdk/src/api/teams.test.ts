/** @jest-environment node */
import { useReferenceServer } from '../../test/reference-server';
import {
  getInstitutionMembers,
  getInstitutionSum,
  getInstitutionTeamPage,
  getRunningTeamMembers,
  getRunningTeamPage,
  getRunningTeams,
  getRunningTeamSum,
} from './teams';

useReferenceServer();

describe('teams API against the reference server', () => {
  it('parses running teams, pages, sums and member details', async () => {
    const running = await getRunningTeams();
    expect(running.length).toBeGreaterThan(30);
    expect(running[0].settledDate >= running[running.length - 1].settledDate).toBe(true);

    const page = await getRunningTeamPage({ pageNum: 2, pageSize: 5 });
    expect(page.rows).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(60);
    const named = await getRunningTeamPage({ teamName: page.rows[0].teamName });
    expect(named.rows[0].id).toBe(page.rows[0].id);

    const sum = await getRunningTeamSum();
    expect(sum.teamCount).toBe(page.total);

    const detail = await getRunningTeamMembers(page.rows[0].id);
    expect(detail).toMatchObject({ teamId: page.rows[0].id, teamName: page.rows[0].teamName });
    expect(detail.members).toHaveLength(page.rows[0].memberCount);
    expect(detail.members[0].role).toBe('负责人');
  });

  it('parses the professional institutions', async () => {
    const sum = await getInstitutionSum();
    const page = await getInstitutionTeamPage({ pageNum: 1, pageSize: 100 });
    expect(page.total).toBe(sum.teamCount);
    expect(new Set(page.rows.map((r) => r.institution)).size).toBe(sum.institutionCount);
    const members = await getInstitutionMembers(page.rows[0].id);
    expect(members.members.length).toBe(page.rows[0].memberCount);
  });

  it('rejects a missing team with the server status', async () => {
    await expect(getRunningTeamMembers(9999)).rejects.toMatchObject({ response: { status: 404, data: { code: 404 } } });
  });
});
