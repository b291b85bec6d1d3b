import type { Db } from '../db';
import { INDUSTRIES, INDUSTRY_WEIGHTS, SCHOOL_WEIGHTS, SCHOOLS } from './constants';
import type { SeedDates } from './history';
import { createRng, dateBetween, intBetween, personName, pick, pickWeighted, type Rng } from './random';
import { ACADEMIC_TITLES, INSTITUTIONS, TEAM_GOALS, TEAM_SUFFIXES, TEAM_TOPICS } from './teams-data';

const RUNNING_TEAM_COUNT = 66;

type Member = {
  team_kind: string;
  team_id: number;
  name: string;
  role: string;
  title: string;
  education: string;
  school: string;
};

function members(
  rng: Rng,
  kind: string,
  teamId: number,
  leader: string,
  titles: readonly string[],
  school: string,
): Member[] {
  const count = intBetween(rng, 4, 12);
  return Array.from({ length: count }, (_, i) => {
    const title = i === 0 ? titles[0] : pick(rng, titles);
    const education = i === 0 || /教授|研究员|博士/.test(title) ? '博士' : pick(rng, ['博士', '硕士', '硕士', '本科']);
    return {
      team_kind: kind,
      team_id: teamId,
      name: i === 0 ? leader : personName(rng),
      role:
        i === 0
          ? kind === 'running'
            ? '负责人'
            : '队长'
          : i < 3
            ? '核心成员'
            : pick(rng, ['技术骨干', '成员', '成员']),
      title,
      education,
      school: i === 0 ? school : rng() < 0.7 ? school : pick(rng, SCHOOLS),
    };
  });
}

/** Creates and fills `running_team`, `institution_team` and `team_member`. */
export function seedTeams(db: Db, dates: SeedDates): void {
  db.run(`CREATE TABLE running_team (
    id INTEGER PRIMARY KEY, team_name TEXT NOT NULL UNIQUE, leader TEXT NOT NULL, school TEXT NOT NULL,
    industry TEXT NOT NULL, settled_date TEXT NOT NULL, status TEXT NOT NULL, introduction TEXT NOT NULL,
    enterprise_count INTEGER NOT NULL, project_count INTEGER NOT NULL)`);
  db.run(`CREATE TABLE institution_team (
    id INTEGER PRIMARY KEY, team_name TEXT NOT NULL, institution TEXT NOT NULL, category TEXT NOT NULL,
    service_count INTEGER NOT NULL, introduction TEXT NOT NULL)`);
  db.run(`CREATE TABLE team_member (
    id INTEGER PRIMARY KEY, team_kind TEXT NOT NULL, team_id INTEGER NOT NULL, name TEXT NOT NULL,
    role TEXT NOT NULL, title TEXT NOT NULL, education TEXT NOT NULL, school TEXT NOT NULL)`);
  db.run('CREATE INDEX team_member_team ON team_member (team_kind, team_id)');

  const rng = createRng(0x7ea5);
  const used = new Set<string>();
  const teams: Record<string, string | number>[] = [];
  const allMembers: Member[] = [];
  while (teams.length < RUNNING_TEAM_COUNT) {
    const industry = pickWeighted(rng, INDUSTRIES, INDUSTRY_WEIGHTS);
    const topic = pick(rng, TEAM_TOPICS[industry]);
    const teamName = topic + pick(rng, TEAM_SUFFIXES);
    if (used.has(teamName)) continue;
    used.add(teamName);
    const id = teams.length + 1;
    const school = pickWeighted(rng, SCHOOLS, SCHOOL_WEIGHTS);
    const leader = personName(rng);
    const leaderTitle = pick(rng, ['教授', '研究员', '副教授']);
    teams.push({
      id,
      team_name: teamName,
      leader,
      school,
      industry,
      settled_date: dateBetween(rng, dates.start, dates.today),
      status: rng() < 0.8 ? '在孵' : '已毕业',
      introduction: `由${school}${leader}${leaderTitle}领衔，聚焦${industry}领域的${topic}方向。${pick(rng, TEAM_GOALS)}`,
      enterprise_count: intBetween(rng, 0, 3),
      project_count: intBetween(rng, 1, 8),
    });
    allMembers.push(...members(rng, 'running', id, leader, [leaderTitle, ...ACADEMIC_TITLES], school));
  }
  db.insertAll('running_team', teams);

  const institutionTeams = INSTITUTIONS.flatMap((inst) => inst.teams.map((teamName) => ({ inst, teamName })));
  db.insertAll(
    'institution_team',
    institutionTeams.map(({ inst, teamName }, i) => {
      const leader = personName(rng);
      allMembers.push(...members(rng, 'zyjg', i + 1, leader, inst.titles, pick(rng, SCHOOLS)));
      return {
        id: i + 1,
        team_name: teamName,
        institution: inst.name,
        category: inst.category,
        service_count: intBetween(rng, 20, 260),
        introduction: `${inst.name}下设的${teamName}，由${leader}带队，为入驻团队和企业提供${inst.category}专业服务。`,
      };
    }),
  );
  db.insertAll(
    'team_member',
    allMembers.map((m, i) => ({ id: i + 1, ...m })),
  );
}
