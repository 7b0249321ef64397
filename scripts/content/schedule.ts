/**
 * Publishing by date. Dates are calendar dates (YYYY-MM-DD), so comparing the strings compares
 * the days, and "today" is the caller's (Houston's) day, never the server's.
 */

/** An entry whose `date` is after today: it appears on that day, not before. */
export function isScheduled(data: { date?: string }, today: string): boolean {
  return data.date !== undefined && data.date > today;
}

/** A job whose `validThrough` day has passed: it is shown through that day and gone the next. */
export function isExpired(data: { validThrough?: string }, today: string): boolean {
  return data.validThrough !== undefined && data.validThrough < today;
}
