/** YFI locks: veYFI = YFI × min(days/365, 4) / 4, with locks of 0 to 2,920 days. */

export const maxLockDays = 2_920;
export const maxBoostingLockDays = 4 * 365;

export function veyfiFromLock(yfi: number, days: number): number {
  const clampedDays = Math.min(Math.max(days, 0), maxLockDays);
  return (yfi * Math.min(clampedDays / 365, 4)) / 4;
}

/** "X years, Y months, Z days" with 365-day years and 30-day months. */
export function formatLockDuration(days: number): string {
  const whole = Math.max(0, Math.round(days));
  const years = Math.floor(whole / 365);
  const months = Math.floor((whole % 365) / 30);
  const rest = (whole % 365) % 30;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return `${part(years, 'year')}, ${part(months, 'month')}, ${part(rest, 'day')}`;
}
