/**
 * The "Last updated" date as Intl.DateTimeFormat('en', {day: 'numeric',
 * month: 'short', year: 'numeric', timeZone: 'UTC'}) writes it ("Nov 26,
 * 2026"), without Intl: building a DateTimeFormat loads locale and time-zone
 * data on the main thread, during hydration of every doc page that shows the
 * date. The site is English only.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function formatUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
