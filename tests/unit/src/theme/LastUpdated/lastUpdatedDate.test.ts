import {formatUtcDate} from '@site/src/theme/LastUpdated/formatDate';
import {describe, expect, it} from 'vitest';

describe('the "Last updated" date', () => {
  it("reads as the theme's Intl format would write it, on every month and across the UTC day boundary", () => {
    const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    const dates = [
      ...Array.from({length: 12}, (_, month) => Date.UTC(2026, month, month + 1, 12)),
      Date.UTC(2025, 11, 31, 23, 59, 59),
      Date.UTC(2026, 0, 1, 0, 0, 0),
      Date.UTC(1999, 1, 28),
    ].map((time) => new Date(time));
    for (const date of dates) expect(formatUtcDate(date)).toBe(intl.format(date));
  });
});
