// A week's timetable for the demo college: each class and section fills its periods from Sunday to Thursday,
// and by construction no teacher, and no class and section, holds two periods at the same time.
import type { Day } from 'remote_shared/schemas';

/** A class and section with the subjects it studies. */
export interface RoutineGroup {
  key: string;
  subjects: readonly string[];
}

export interface PlannedPeriod {
  group: string;
  subject: string;
  /** The index of the teacher in the list given to `teachersBySubject`. */
  teacher: number;
  day: Day;
  start: string;
  end: string;
}

/**
 * Gives every group one teacher per subject (spreading the groups over a subject's teachers), then fills each
 * day's periods greedily: a group takes the subject it has had least this week, not yet today, whose teacher is
 * free in that period. A period nobody can teach stays free.
 */
export function planRoutine(
  groups: readonly RoutineGroup[],
  teachersBySubject: ReadonlyMap<string, readonly number[]>,
  days: readonly Day[],
  periods: readonly (readonly [string, string])[],
): PlannedPeriod[] {
  const load = new Map<number, number>();
  const teacherOf = new Map<string, number>();
  for (const group of groups) {
    for (const subject of group.subjects) {
      const candidates = teachersBySubject.get(subject) ?? [];
      if (candidates.length === 0) continue;
      const teacher = [...candidates].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0))[0];
      load.set(teacher, (load.get(teacher) ?? 0) + 1);
      teacherOf.set(`${group.key}|${subject}`, teacher);
    }
  }

  const weekly = new Map<string, number>();
  const planned: PlannedPeriod[] = [];
  days.forEach((day, d) => {
    const today = new Set<string>();
    periods.forEach(([start, end], p) => {
      const busy = new Set<number>();
      // Rotate who chooses first, so no group always gets the pick of the teachers.
      const turn = (d * periods.length + p) % groups.length;
      const order = [...groups.slice(turn), ...groups.slice(0, turn)];
      for (const group of order) {
        const choices = group.subjects
          .map((subject, index) => ({ subject, index, teacher: teacherOf.get(`${group.key}|${subject}`) }))
          .filter((c): c is { subject: string; index: number; teacher: number } => c.teacher !== undefined && !busy.has(c.teacher))
          .sort((a, b) => {
            const repeated = Number(today.has(`${group.key}|${a.subject}`)) - Number(today.has(`${group.key}|${b.subject}`));
            if (repeated) return repeated;
            const count = (weekly.get(`${group.key}|${a.subject}`) ?? 0) - (weekly.get(`${group.key}|${b.subject}`) ?? 0);
            if (count) return count;
            const n = group.subjects.length;
            return ((a.index + d + p) % n) - ((b.index + d + p) % n);
          });
        const choice = choices[0];
        if (!choice) continue;
        const key = `${group.key}|${choice.subject}`;
        busy.add(choice.teacher);
        today.add(key);
        weekly.set(key, (weekly.get(key) ?? 0) + 1);
        planned.push({ group: group.key, subject: choice.subject, teacher: choice.teacher, day, start, end });
      }
    });
  });
  return planned;
}
