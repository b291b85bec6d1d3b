import type { Db } from '../db';
import {
  INDUSTRIES,
  INDUSTRY_WEIGHTS,
  SCHOOL_WEIGHTS,
  SCHOOLS,
  TALENT_CATEGORIES,
  TALENT_PROGRAMS,
  TALENT_WEIGHTS,
} from './constants';
import { inWindow, type MonthlyFlow, type MonthWindow } from './history';
import { datesInMonth, personName, pick, pickWeighted } from './random';

/** Recognitions per month of each kind at full growth. */
const PER_MONTH = { import: 11, cultivate: 8 } as const;

function talentsOfMonth(window: MonthWindow, kind: keyof typeof PER_MONTH) {
  const { rng, month, age } = window;
  // Growth over the years before the history start, plus a spring and an autumn recognition round.
  const growth = 0.6 + 0.8 * Math.min(1, Math.max(0, (age + 24) / 46));
  const season = ['03', '04', '09', '10'].includes(month.slice(5)) ? 1.6 : 1;
  const count = Math.max(1, Math.round(PER_MONTH[kind] * growth * season * (0.6 + rng() * 0.8)));
  return datesInMonth(rng, month, count).map((date) => {
    const lb = pickWeighted(rng, TALENT_CATEGORIES, TALENT_WEIGHTS);
    return {
      name: personName(rng),
      kind,
      lb,
      program: pick(rng, TALENT_PROGRAMS[lb]),
      school: pickWeighted(rng, SCHOOLS, SCHOOL_WEIGHTS),
      industry: pickWeighted(rng, INDUSTRIES, INDUSTRY_WEIGHTS),
      determined_date: date,
    };
  });
}

/** Creates `talent`: one row per imported or cultivated person, with the date recognised. */
export function seedTalent(db: Db): void {
  db.run(`CREATE TABLE talent (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('import', 'cultivate')),
    lb TEXT NOT NULL, program TEXT NOT NULL, school TEXT NOT NULL, industry TEXT NOT NULL, determined_date TEXT NOT NULL)`);
  db.run('CREATE INDEX talent_kind ON talent (kind, lb)');
}

/** Talent recognised month by month; it goes back further than the rest (two more years). */
export const talentFlow: MonthlyFlow = {
  seed: 0x7a1e,
  backMonths: 46,
  write(db, window) {
    const rows = [...talentsOfMonth(window, 'import'), ...talentsOfMonth(window, 'cultivate')];
    rows.sort((a, b) => a.determined_date.localeCompare(b.determined_date));
    db.insertAll(
      'talent',
      rows.filter((row) => inWindow(row.determined_date, window)),
    );
  },
};
