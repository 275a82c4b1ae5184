/**
 * The DevTools protocol's CPU throttling rate at which a page runs
 * Lighthouse's benchmark at a phone class's score, found the way Chrome
 * DevTools' CPU calibration finds its presets
 * (front_end/panels/mobile_throttling/CalibrationController.ts): the score is
 * measured in the throttled page itself and the rate is bisected until the
 * score is within 10 points of the class's.
 *
 * This is for applied throttling, where the browser slows the page's main
 * thread while it runs (the first-tap e2e test). There the score does not
 * fall in proportion to the rate: the throttled thread also loses time to
 * the host's other threads, so at host index / class index the page runs
 * slower than the class. Lighthouse's simulated throttling instead multiplies
 * the tasks it observed unthrottled, and calibration.ts's host index / class
 * index is right for it.
 */

/** A score within this many points of the class's is the class (DevTools' own tolerance). */
export const SCORE_TOLERANCE = 10;

/** DevTools' limit on bisection steps. */
export const MAX_BISECT_STEPS = 8;

export interface ThrottlingRate {
  /** Passed to Emulation.setCPUThrottlingRate. */
  rate: number;
  /** The page's score at that rate. */
  score: number;
  /** The page's score unthrottled. */
  hostScore: number;
  /** The host is slower than the class: no rate below 1 exists, so the page runs unthrottled, slower than the class. */
  hostSlowerThanDevice: boolean;
}

/** The backend keeps two decimals of the rate. */
const hundredths = (rate: number) => Math.round(rate * 100) / 100;

interface Sample {
  rate: number;
  score: number;
}

/**
 * Bisects the rate between 1 and a rate that is surely too slow. `scoreAt`
 * throttles the page to the rate and returns the benchmark's score there; it
 * is called once per rate tried.
 */
export async function findThrottlingRate(
  target: number,
  scoreAt: (rate: number) => Promise<number>,
): Promise<ThrottlingRate> {
  const measure = async (rate: number): Promise<Sample> => {
    const score = await scoreAt(rate);
    if (!(Number.isFinite(score) && score > 0))
      throw new Error(`The benchmark gave no score at a ${rate}× slowdown (${score})`);
    return {rate, score};
  };
  const host = await measure(1);
  if (host.score <= target + SCORE_TOLERANCE)
    return {rate: 1, score: host.score, hostScore: host.score, hostSlowerThanDevice: host.score < target};

  let faster = host;
  // DevTools' upper bound: half again the proportional rate, slower than the class on any host seen.
  let slower = await measure(hundredths((host.score / target) * 1.5));
  let best = [host, slower].reduce(closestTo(target));
  for (let step = 0; step < MAX_BISECT_STEPS && Math.abs(best.score - target) >= SCORE_TOLERANCE; step += 1) {
    let tried: Sample;
    if (slower.score > target) {
      // Still faster than the class at the upper bound: widen it rather than bisect towards it.
      faster = slower;
      tried = slower = await measure(hundredths(slower.rate * 1.5));
    } else {
      tried = await measure(hundredths((faster.rate + slower.rate) / 2));
      if (tried.score < target) slower = tried;
      else faster = tried;
    }
    best = closestTo(target)(best, tried);
  }
  return {rate: best.rate, score: best.score, hostScore: host.score, hostSlowerThanDevice: false};
}

const closestTo =
  (target: number) =>
  (a: Sample, b: Sample): Sample =>
    Math.abs(b.score - target) < Math.abs(a.score - target) ? b : a;
