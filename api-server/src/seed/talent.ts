import type { Db } from '../db';
import { INDUSTRIES, INDUSTRY_WEIGHTS, SCHOOL_WEIGHTS, SCHOOLS, TALENT_CATEGORIES, TALENT_PROGRAMS, TALENT_WEIGHTS } from './constants';
import { DATA_END, createRng, dayInMonth, monthsBetween, personName, pick, pickWeighted, type Rng } from './random';

/** First month of talent history (older than the rest: recognitions go back further). */
const TALENT_START = '2023-01';

function talents(rng: Rng, kind: 'import' | 'cultivate', perMonth: number) {
  const rows = [];
  for (const month of monthsBetween(TALENT_START, DATA_END.slice(0, 7))) {
    // Growth over time plus a spring and autumn recognition round.
    const growth = 0.6 + (0.8 * rows.length) / 900;
    const season = ['03', '04', '09', '10'].includes(month.slice(5)) ? 1.6 : 1;
    const count = Math.max(1, Math.round(perMonth * growth * season * (0.6 + rng() * 0.8)));
    for (let i = 0; i < count; i += 1) {
      const lb = pickWeighted(rng, TALENT_CATEGORIES, TALENT_WEIGHTS);
      rows.push({
        name: personName(rng),
        kind,
        lb,
        program: pick(rng, TALENT_PROGRAMS[lb]),
        school: pickWeighted(rng, SCHOOLS, SCHOOL_WEIGHTS),
        industry: pickWeighted(rng, INDUSTRIES, INDUSTRY_WEIGHTS),
        determined_date: dayInMonth(rng, month),
      });
    }
  }
  return rows;
}

/** Creates and fills `talent`: one row per imported or cultivated person, with the date recognised. */
export function seedTalent(db: Db): void {
  db.run(`CREATE TABLE talent (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('import', 'cultivate')),
    lb TEXT NOT NULL, program TEXT NOT NULL, school TEXT NOT NULL, industry TEXT NOT NULL, determined_date TEXT NOT NULL)`);
  db.run('CREATE INDEX talent_kind ON talent (kind, lb)');
  const rng = createRng(0x7a1e);
  const rows = [...talents(rng, 'import', 11), ...talents(rng, 'cultivate', 8)];
  rows.sort((a, b) => a.determined_date.localeCompare(b.determined_date));
  db.insertAll('talent', rows.map((row, i) => ({ id: i + 1, ...row })));
}
