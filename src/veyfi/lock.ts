/**
 * YFI locks, by the rule of Yearn's VotingYFI contract: the unlock time is
 * rounded down to a whole week (`round_to_week`), the maximum lock is
 * `MAX_LOCK_DURATION = 4 * 365 * 86400 / WEEK * WEEK` (208 weeks, 1,456 days),
 * and a lock gives veYFI = YFI × min(unlock − now, MAX_LOCK_DURATION) / MAX_LOCK_DURATION.
 * The slider offers locks of 0 to 2,920 days; the contract accepts longer ones
 * (under 522 weeks), which add nothing.
 */

export const daySeconds = 86_400;
/** `WEEK` of VotingYFI: every unlock time is a multiple of it. */
export const weekSeconds = 7 * daySeconds;
/** `MAX_LOCK_DURATION` of VotingYFI: four 365-day years rounded down to whole weeks. */
export const maxLockSeconds = Math.floor((4 * 365 * daySeconds) / weekSeconds) * weekSeconds;
/** Lock time that gives full weight when the lock starts at a week boundary: 1,456 days. */
export const maxBoostingLockDays = maxLockSeconds / daySeconds;
/**
 * Shortest lock in whole days that gives full weight whatever the moment it
 * starts: the unlock time loses up to a week to the rounding, so 209 weeks.
 */
export const fullWeightLockDays = maxBoostingLockDays + 7;
export const maxLockDays = 2_920;

/** The contract's `round_to_week`: a Unix time rounded down to the start of its week. */
export function roundToWeek(seconds: number): number {
  return Math.floor(seconds / weekSeconds) * weekSeconds;
}

/** veYFI of a lock asked to end at `unlockTime`, at the moment `now` (Unix seconds). */
export function veyfiForUnlock(yfi: number, unlockTime: number, now: number): number {
  const remaining = Math.min(Math.max(roundToWeek(unlockTime) - now, 0), maxLockSeconds);
  return (yfi * remaining) / maxLockSeconds;
}

/** veYFI of a lock of `days` days started at `now` (Unix seconds). */
export function veyfiFromLock(yfi: number, days: number, now: number): number {
  const clampedDays = Math.min(Math.max(days, 0), maxLockDays);
  return veyfiForUnlock(yfi, now + clampedDays * daySeconds, now);
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
