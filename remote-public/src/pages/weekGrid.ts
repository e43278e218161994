// The week's class routine as a grid: days across (the teaching days, and Friday or Saturday when a slot is held
// then), times down (each distinct start and end), a slot without a day in every teaching day's column.
import { DAYS, TEACHING_DAYS, type Day } from 'remote_shared/schemas';
import type { RoutineSlot } from '../api/publicApi';

export interface WeekRow {
  startTime: string;
  endTime: string;
  /** The slots of each day at this time (one, unless the data holds a clash). */
  cells: Record<Day, RoutineSlot[]>;
}

export interface WeekGrid {
  days: Day[];
  rows: WeekRow[];
}

const isDay = (day: unknown): day is Day => typeof day === 'string' && (DAYS as readonly string[]).includes(day);

/** The days a slot is held on: its own, or every teaching day when it has none. */
export const daysOfSlot = (slot: Pick<RoutineSlot, 'day'>): readonly Day[] => (isDay(slot.day) ? [slot.day] : TEACHING_DAYS);

export function weekGrid(slots: readonly RoutineSlot[]): WeekGrid {
  const used = new Set<Day>(TEACHING_DAYS);
  for (const slot of slots) for (const day of daysOfSlot(slot)) used.add(day);
  const days = DAYS.filter((day) => used.has(day));
  const rows = new Map<string, WeekRow>();
  const ordered = [...slots].sort((a, b) => a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime) || a.id - b.id);
  for (const slot of ordered) {
    const key = `${slot.startTime}-${slot.endTime}`;
    let row = rows.get(key);
    if (!row) {
      row = { startTime: slot.startTime, endTime: slot.endTime, cells: Object.fromEntries(DAYS.map((day) => [day, []])) as unknown as Record<Day, RoutineSlot[]> };
      rows.set(key, row);
    }
    for (const day of daysOfSlot(slot)) row.cells[day].push(slot);
  }
  return { days, rows: [...rows.values()] };
}
