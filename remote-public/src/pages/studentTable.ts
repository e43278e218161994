// The students' counts (`stats/`: per class, section and gender, in the server's order) as the /about page's
// table: each class with its sections and, when it has several, its own total; every count per gender and in all.
import { GENDERS, type Gender } from 'remote_shared/schemas';
import type { StudentCount } from '../api/publicApi';

/** A column of the table: a gender, or the students whose gender is not recorded. */
export type GenderColumn = Gender | 'unknown';

export type Counts = Record<GenderColumn, number> & { total: number };

export interface SectionRow {
  /** The section's text ('' when the students have none). */
  section: string;
  counts: Counts;
}

export interface ClassGroup {
  id: number;
  name: string;
  sections: SectionRow[];
  counts: Counts;
}

export interface StudentTable {
  columns: GenderColumn[];
  classes: ClassGroup[];
  counts: Counts;
}

const zero = (): Counts => ({ male: 0, female: 0, other: 0, unknown: 0, total: 0 });

function add(counts: Counts, gender: GenderColumn, count: number): void {
  counts[gender] += count;
  counts.total += count;
}

export function studentTable(rows: readonly StudentCount[]): StudentTable {
  const classes = new Map<number, ClassGroup & { bySection: Map<string, SectionRow> }>();
  const counts = zero();
  for (const row of rows) {
    const count = Number(row.count);
    if (!Number.isFinite(count) || count <= 0) continue;
    let group = classes.get(row.class_name);
    if (!group) {
      group = { id: row.class_name, name: row.class, sections: [], counts: zero(), bySection: new Map() };
      classes.set(row.class_name, group);
    }
    const section = row.section.trim();
    let sectionRow = group.bySection.get(section);
    if (!sectionRow) {
      sectionRow = { section, counts: zero() };
      group.bySection.set(section, sectionRow);
      group.sections.push(sectionRow);
    }
    const gender: GenderColumn = row.gender && GENDERS.includes(row.gender) ? row.gender : 'unknown';
    add(sectionRow.counts, gender, count);
    add(group.counts, gender, count);
    add(counts, gender, count);
  }
  return {
    // A column for students whose gender is not recorded only when there are some.
    columns: counts.unknown ? [...GENDERS, 'unknown'] : [...GENDERS],
    classes: [...classes.values()].map(({ bySection: _bySection, ...group }) => group),
    counts,
  };
}
