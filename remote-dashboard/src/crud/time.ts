// Moments as the dashboard shows them in Bengali: `২৩ নভে, ২০২৬, ৬:৩০ PM` (the reader's own time zone).

const BENGALI_TIME = new Intl.DateTimeFormat('bn-BD', { dateStyle: 'medium', timeStyle: 'short' });

/** A stored timestamp (ISO 8601) in Bengali; what cannot be read is shown as it is. */
export function bengaliTime(stamp: string | null | undefined): string {
  if (!stamp) return '';
  const date = new Date(stamp);
  return Number.isNaN(date.getTime()) ? stamp : BENGALI_TIME.format(date);
}
