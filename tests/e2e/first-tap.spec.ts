/**
 * Issue #53: the reader's first tap on search, the colour-mode toggle, a
 * sidebar category, a code block's copy button and a Read control answers
 * within 200 ms on the low-tier phone. The CPU is slowed through the DevTools protocol to the
 * low-tier class as Chrome DevTools' own CPU calibration slows it
 * (scripts/bench/throttlingRate.ts): the rate at which the throttled page
 * scores the class's Lighthouse benchmarkIndex, found before each control's
 * loads. It is slowed before the page loads, so start-up runs as slowly as
 * the tap. The page times the tap itself, as Interaction to Next Paint times
 * it (see arm()), and the first frame that shows its visible answer (the
 * search dialog, the toggle showing the mode chosen, the expanded list,
 * "Copied", the open Read control), never a later reply such as the chain's.
 * The page's new colours follow the toggle's answer: they are checked, and
 * their frame is reported beside the answer's.
 */
import type {CDPSession, Locator, Page} from '@playwright/test';
import {DEVICE_CLASSES} from '@site/scripts/bench/calibration';
import {BENCHMARK} from '@site/scripts/bench/hostIndex';
import {summarize} from '@site/scripts/bench/stats';
import {findThrottlingRate, type ThrottlingRate} from '@site/scripts/bench/throttlingRate';
import {test as base, expect} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';

const LIMIT_MS = 200;
const DOC_PAGE = '/developers/v3/overview';
const CODE_PAGE = '/developers/data-services/yearn-data';
const VAULT_PAGE = '/developers/smart-contracts/V3/VaultV3';
const LOW_TIER = DEVICE_CLASSES.find((device) => device.id === 'low')!;

// Median of five fresh loads: on the two shared cores of CI a single load can be descheduled at the moment of
// the tap, which is the host's latency, not the page's. The median passes only if three of the five taps answer
// in time, so one or two slow runs cannot fail the rule and lucky ones cannot pass it (a best of five would).
const LOADS = 5;

interface LowTier extends ThrottlingRate {
  cdp: CDPSession;
}

// Found right before each control's loads, in the page that loads them: the host's speed, and what throttling
// costs on it, change over a run, and the rate must match the host as it is during the taps.
const test = base.extend<{lowTier: LowTier}>({
  lowTier: [
    async ({page, context}, use) => {
      const cdp = await context.newCDPSession(page);
      await page.goto('about:blank');
      // V8's first pass is slower: DevTools' calibration also warms up once.
      await page.evaluate(BENCHMARK);
      const found = await findThrottlingRate(LOW_TIER.benchmarkIndex, async (rate) => {
        await cdp.send('Emulation.setCPUThrottlingRate', {rate});
        return page.evaluate<number>(BENCHMARK);
      });
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: found.rate});
      await use({cdp, ...found});
    },
    {timeout: 90_000},
  ],
});

// Five throttled loads per test, each of a whole doc page.
test.describe.configure({timeout: 180_000});

/** What the first visible answer to the tap is, checked on the watched element. */
type Answer = 'modal' | 'switched' | 'expanded' | 'copied' | 'open';

interface Control {
  answer: Answer;
  /** Loads the page and returns what the reader taps and the element that answers. */
  open(page: Page): Promise<{tap: Locator; watch: Locator}>;
}

async function load(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

const CONTROLS: Record<string, Control> = {
  search: {
    answer: 'modal',
    async open(page) {
      await load(page, DOC_PAGE);
      const button = page.locator('.navbar .DocSearch-Button');
      return {tap: button, watch: button};
    },
  },
  'the colour-mode toggle': {
    answer: 'switched',
    async open(page) {
      // A dark system: the first press chooses light mode, so every colour on the page changes.
      await page.emulateMedia({colorScheme: 'dark'});
      await load(page, DOC_PAGE);
      const toggle = page.locator('.navbar').getByRole('button', {name: /Switch between dark and light mode/});
      return {tap: toggle, watch: toggle};
    },
  },
  'a sidebar category': {
    answer: 'expanded',
    async open(page) {
      await load(page, DOC_PAGE);
      const caret = page
        .locator('nav[aria-label="Docs sidebar"]')
        .locator('button.menu__caret[aria-expanded="false"]')
        .first();
      return {tap: caret, watch: caret};
    },
  },
  'a copy button': {
    answer: 'copied',
    async open(page) {
      await load(page, CODE_PAGE);
      // The block turns live, with its copy button, as the reader scrolls near it.
      const block = page.locator('.theme-code-block').first();
      await block.scrollIntoViewIfNeeded();
      const button = block.getByRole('button', {name: 'Copy code to clipboard'});
      await button.waitFor({state: 'attached'});
      return {tap: button, watch: button};
    },
  },
  'a Read control': {
    answer: 'open',
    async open(page) {
      await load(page, VAULT_PAGE);
      const control = page.locator('details[data-read-function="apiVersion"][data-read-inputs="0"]');
      return {tap: control.locator('summary'), watch: control};
    },
  },
};

/**
 * How long the finger rests on the screen: a reader's tap lasts about a tenth of a second from touch to release.
 * Shorter than the work a press starts on the low-tier phone, so the release waits behind it, as it would there.
 */
const HOLD_MS = 80;

interface Tap {
  /** The Event Timing API's durations (from the input to the next frame) of the tap's events, in ms. */
  events: {type: string; duration: number}[];
  /** event.timeStamp of the press and of the release on the control. */
  down?: number;
  up?: number;
  /** The press or release that the answer followed. */
  answered?: number;
  /** performance.now() once the frame that shows the answer is drawn. */
  painted?: number;
  /** For the colour-mode toggle, performance.now() once the frame that shows the page in its new colours is drawn. */
  recoloured?: number;
  error?: string;
}

type Armed = Window & {__firstTap: Tap; __answered: Promise<void>; __recoloured: Promise<void>};

/**
 * Arms the page. A tap answers within the rule when each of its events, as
 * the browser's Event Timing API times them from the input to the next frame
 * (the measure of Interaction to Next Paint, whose "good" limit is 200 ms),
 * and the first frame that shows the answer, from the press or release it
 * followed, are within it. The answer's frame is timed in a user-blocking
 * task queued from the first animation frame after the DOM shows the answer:
 * that runs once the frame is drawn. It counts where the answer is
 * asynchronous ("Copied" waits for the clipboard), which the events' next
 * frame does not show.
 */
async function arm(tap: Locator, watch: Locator, answer: Answer): Promise<void> {
  const tapped = await tap.elementHandle();
  const watched = await watch.elementHandle();
  await tap.page().evaluate(
    ({tapped, watched, answer}) => {
      const record: Tap = {events: []};
      const armed = window as unknown as Armed;
      armed.__firstTap = record;
      let settle = () => {};
      // Awaited by the test, not polled: polling would run in the page's frames while the tap is timed.
      armed.__answered = new Promise<void>((resolve) => {
        settle = resolve;
      });
      const fail = (error: string) => {
        record.error = error;
        settle();
      };
      const root = document.documentElement;
      const label = watched.getAttribute('aria-label');
      const choice = root.getAttribute('data-theme-choice');
      const theme = root.getAttribute('data-theme');
      const answers: Record<typeof answer, () => boolean> = {
        // DocSearch's modal, or the dialog that stands in for it while it loads (src/theme/SearchBar/SearchModalShell.tsx).
        modal: () => document.querySelector('.DocSearch-Modal, .search-modal-shell') !== null,
        // The button names the mode chosen, and shows its icon (drawn by CSS from data-theme-choice).
        switched: () =>
          watched.getAttribute('aria-label') !== label && root.getAttribute('data-theme-choice') !== choice,
        expanded: () => watched.getAttribute('aria-expanded') === 'true',
        copied: () => watched.getAttribute('aria-label') === 'Copied',
        open: () => watched.hasAttribute('open'),
      };
      // Once a frame has been drawn after `done()` holds, records its time with `record` and resolves.
      const whenDrawn = (done: () => boolean, record: (now: number) => void) =>
        new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!done()) return;
            observer.disconnect();
            requestAnimationFrame(() => {
              void scheduler.postTask(
                () => {
                  record(performance.now());
                  resolve();
                },
                {priority: 'user-blocking'},
              );
            });
          });
          observer.observe(document, {subtree: true, childList: true, attributes: true});
        });
      if (answer === 'switched')
        armed.__recoloured = whenDrawn(
          () => root.getAttribute('data-theme') !== theme,
          (now) => {
            record.recoloured = now;
          },
        );
      const shown = answers[answer];
      if (shown()) {
        fail(`the page showed the ${answer} answer before the tap`);
        return;
      }
      // Only one interaction follows: the tap's press, release and click share its interactionId.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          if (entry.interactionId > 0) record.events.push({type: entry.name, duration: entry.duration});
      }).observe({type: 'event', durationThreshold: 16} as PerformanceObserverInit);
      const onPointer = (event: Event) => {
        if (!(event.target instanceof Node && tapped.contains(event.target))) return;
        if (event.type === 'pointerdown') record.down ??= event.timeStamp;
        else record.up ??= event.timeStamp;
      };
      for (const type of ['pointerdown', 'pointerup']) window.addEventListener(type, onPointer, {capture: true});
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        record.answered = record.up ?? record.down;
        if (record.answered === undefined) {
          fail(`the page showed the ${answer} answer before the control was pressed`);
          return;
        }
        requestAnimationFrame(() => {
          void scheduler.postTask(
            () => {
              record.painted = performance.now();
              settle();
            },
            {priority: 'user-blocking'},
          );
        });
      });
      observer.observe(document, {subtree: true, childList: true, attributes: true});
    },
    {tapped: tapped!, watched: watched!, answer},
  );
}

/**
 * Loads the control's page, taps the control once, and returns the tap's latency: the longest of its events'
 * and of its answer's, in ms.
 */
async function firstTap(page: Page, control: Control): Promise<{latency: number; detail: string}> {
  const {tap, watch} = await control.open(page);
  await tap.scrollIntoViewIfNeeded();
  const box = await tap.boundingBox();
  if (box === null) throw new Error('the control is not visible');
  await arm(tap, watch, control.answer);
  // The pointer itself, as a reader's finger: a locator's click would also run Playwright's hit-target checks in
  // the page, on the throttled main thread, inside the timed tap.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(HOLD_MS);
  await page.mouse.up();
  await page.evaluate(() => (window as unknown as Armed).__answered);
  if (control.answer === 'switched')
    await page.evaluate(() =>
      Promise.race([
        (window as unknown as Armed).__recoloured,
        new Promise((_, reject) => setTimeout(() => reject(new Error('the page kept its colours')), 10_000)),
      ]),
    );
  // The Event Timing API reports an event after its next frame: a few frames more than the answer's.
  await page.waitForTimeout(500);
  const {events, answered, painted, recoloured, error} = await page.evaluate(
    () => (window as unknown as Armed).__firstTap,
  );
  if (error !== undefined) throw new Error(error);
  const answer = painted! - answered!;
  const slowest = events.reduce((a, b) => (b.duration > a.duration ? b : a), {type: 'none over 16 ms', duration: 0});
  const colours = recoloured === undefined ? '' : `, new colours ${Math.round(recoloured - answered!)}`;
  return {
    latency: Math.round(Math.max(answer, slowest.duration)),
    detail: `answer ${Math.round(answer)}${colours}, ${slowest.type} ${slowest.duration}`,
  };
}

for (const [name, control] of Object.entries(CONTROLS)) {
  test(`the first tap on ${name} answers within ${LIMIT_MS} ms on the low-tier phone`, async ({
    page,
    context,
    lowTier,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Each load a first visit: nothing from the previous load’s HTTP cache.
    await lowTier.cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    const taps: {latency: number; detail: string}[] = [];
    for (let i = 0; i < LOADS; i += 1) {
      if (i > 0) {
        // The previous tap's pointer and anything it stored stay out of the next load.
        await page.mouse.move(0, 0);
        await page.evaluate(() => localStorage.clear());
      }
      taps.push(await firstTap(page, control));
    }
    const {median} = summarize(taps.map((tap) => tap.latency));
    const figure = `first tap on ${name}: median ${median} ms of ${taps.map((tap) => `${tap.latency} (${tap.detail})`).join(', ')} ms at a ${lowTier.rate}× CPU slowdown, where the page scored ${Math.round(lowTier.score)} on Lighthouse's benchmark (low-tier ${LOW_TIER.benchmarkIndex}; ${Math.round(lowTier.hostScore)} unthrottled)`;
    test.info().annotations.push({type: 'first tap (ms)', description: figure});
    console.log(figure);
    expect(median, `${figure}; the rule is ${LIMIT_MS} ms`).toBeLessThan(LIMIT_MS);
  });
}
