/**
 * Stands in for nprogress (unmaintained since 2014) in the browser bundle
 * with just the calls the classic theme makes: `configure`, `start` when a
 * navigation takes over 200 ms, `done` when it ends. Same markup, so the
 * theme's nprogress.css styles it: a bar that creeps towards the end while
 * the page loads, fills, then fades out.
 */
const CREEP_MS = 200;
const FADE_MS = 200;

let container: HTMLElement | null = null;
let bar: HTMLElement | null = null;
let creep: number | undefined;
let progress = 0;

function show(value: number): void {
  progress = value;
  if (bar) bar.style.transform = `translate3d(${(value - 1) * 100}%, 0, 0)`;
}

function start(): void {
  if (container) return;
  container = document.createElement('div');
  container.id = 'nprogress';
  container.setAttribute('aria-hidden', 'true');
  bar = document.createElement('div');
  bar.className = 'bar';
  bar.style.transition = `transform ${CREEP_MS}ms ease`;
  bar.innerHTML = '<div class="peg"></div>';
  container.append(bar);
  document.body.append(container);
  show(0.08);
  creep = window.setInterval(() => show(progress + (0.994 - progress) * 0.1), CREEP_MS);
}

function done(): void {
  const finished = container;
  if (!finished) return;
  window.clearInterval(creep);
  show(1);
  container = null;
  bar = null;
  window.setTimeout(() => {
    finished.style.transition = `opacity ${FADE_MS}ms linear`;
    finished.style.opacity = '0';
    window.setTimeout(() => finished.remove(), FADE_MS);
  }, CREEP_MS);
}

export default {configure: (_options: object) => undefined, start, done};
