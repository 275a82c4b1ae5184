/**
 * Data for the two boost charts, with the x ranges the original calculator
 * used, so both charts show the interesting part of the curve.
 */
import {type BoostInputs, computeBoost, maxBoost} from './boost';

export interface Series {
  x: number[];
  y: number[];
}

export const seriesPoints = 500;

function evenly(from: number, to: number, points: number): number[] {
  const step = (to - from) / (points - 1);
  return Array.from({length: points}, (_, i) => from + i * step);
}

/**
 * Boost against the deposit. The right end is found by growing the deposit
 * from 0.01 by 1.2x until the boost is down to 1.1, or is below 10 and moves
 * less than 0.05 per step, or the step gets below 1e-6. "Below 10" must hold
 * for two points in a row: the first point past the cap can sit just under 10
 * and would otherwise end the range at the cap.
 */
export function boostByDeposit(params: Omit<BoostInputs, 'deposit'>): Series {
  let deposit = 0.01;
  let previous = computeBoost({...params, deposit}).boost;
  for (let i = 0; i < 1_000; i++) {
    const next = deposit * 1.2;
    const boost = computeBoost({...params, deposit: next}).boost;
    const step = next - deposit;
    deposit = next;
    if (boost <= 1.1 || (previous < maxBoost && boost < maxBoost && Math.abs(previous - boost) < 0.05) || step < 1e-6)
      break;
    previous = boost;
  }
  const x = evenly(0, deposit, seriesPoints);
  // At zero deposit the formula has no value; the curve starts at the cap it tends to.
  const y = x.map((a) => (a === 0 ? (params.veyfi > 0 ? maxBoost : 1) : computeBoost({...params, deposit: a}).boost));
  return {x, y};
}

/**
 * Boost against veYFI: from 0.01 to 1.3x the smallest veYFI that gives the
 * full boost, searched from 0.001 in 1.2x steps (at most 1,000 steps).
 */
export function boostByVeyfi(params: Omit<BoostInputs, 'veyfi'>): Series {
  let veyfi = 0.001;
  for (let i = 0; i < 1_000 && computeBoost({...params, veyfi}).boost < maxBoost; i++) veyfi *= 1.2;
  const end = Math.max(veyfi * 1.3, 0.02);
  const x = evenly(0.01, end, seriesPoints);
  return {x, y: x.map((v) => computeBoost({...params, veyfi: v}).boost)};
}

/** Short axis labels: 1.2k, 3.4M, 5B. */
export function formatCompact(value: number): string {
  const abs = Math.abs(value);
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'k'],
  ];
  for (const [size, suffix] of units) {
    if (abs >= size) return `${trimNumber(value / size)}${suffix}`;
  }
  return trimNumber(value);
}

function trimNumber(value: number): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 1 ? 1 : 3;
  return String(Number(value.toFixed(digits)));
}
