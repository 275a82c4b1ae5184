/**
 * Stands in for nprogress (unmaintained since 2014) in the browser bundle
 * with just the calls the classic theme makes: `configure`, `start` when a
 * navigation takes over 200 ms (the theme's delay), `done` when it ends.
 * Same markup, so the theme's nprogress.css styles it. The motion is the
 * spec's (section 9): the bar starts at 0.08, trickles 0.02 every 800 ms,
 * each step animated over 200 ms, never passing 0.994 until done; then it
 * fills and fades out.
 */
export const PROGRESS = {minimum: 0.08, trickleRate: 0.02, trickleSpeedMs: 800, speedMs: 200, ceiling: 0.994} as const;

let container: HTMLElement | null = null;
let bar: HTMLElement | null = null;
let trickle: number | undefined;
let progress = 0;

function show(value: number): void {
  progress = value;
  if (bar) bar.style.transform = `translate3d(${(value - 1) * 100}%, 0, 0)`;
}

/** The bar's position, 0 when it is not shown (for tests). */
export function status(): number {
  return container ? progress : 0;
}

function start(): void {
  if (container) return;
  container = document.createElement('div');
  container.id = 'nprogress';
  container.setAttribute('aria-hidden', 'true');
  bar = document.createElement('div');
  bar.className = 'bar';
  bar.style.transition = `transform ${PROGRESS.speedMs}ms ease`;
  bar.innerHTML = '<div class="peg"></div>';
  container.append(bar);
  document.body.append(container);
  show(PROGRESS.minimum);
  trickle = window.setInterval(
    () => show(Math.min(PROGRESS.ceiling, progress + PROGRESS.trickleRate)),
    PROGRESS.trickleSpeedMs,
  );
}

function done(): void {
  const finished = container;
  if (!finished) return;
  window.clearInterval(trickle);
  show(1);
  container = null;
  bar = null;
  window.setTimeout(() => {
    finished.style.transition = `opacity ${PROGRESS.speedMs}ms linear`;
    finished.style.opacity = '0';
    window.setTimeout(() => finished.remove(), PROGRESS.speedMs);
  }, PROGRESS.speedMs);
}

export default {configure: (_options: object) => undefined, start, done, status};
