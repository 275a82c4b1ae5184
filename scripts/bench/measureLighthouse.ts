/** Lighthouse figures: every page, mobile and desktop, once per repetition. */
import {budgets} from '../../config/budgets';
import type {FigureLog} from './figureLog';
import {type FormFactor, runLighthouse} from './lighthouse';
import {BENCH_PAGES} from './pages';

export interface LighthouseFindings {
  /** Audits that cost points outside performance, by page path. */
  failedAudits: Map<string, Set<string>>;
  externalRequests: string[];
}

export async function measureLighthouse(log: FigureLog, siteOrigin: string, runs: number): Promise<LighthouseFindings> {
  const findings: LighthouseFindings = {failedAudits: new Map(), externalRequests: []};
  for (let run = 1; run <= runs; run += 1) {
    for (const page of BENCH_PAGES) {
      for (const formFactor of ['mobile', 'desktop'] as FormFactor[]) {
        console.log(`[bench] lighthouse ${run}/${runs} ${formFactor} ${page.path}`);
        const sample = await runLighthouse(`${siteOrigin}${page.path}`, formFactor);
        findings.externalRequests.push(...sample.externalRequests);
        const audits = findings.failedAudits.get(page.path) ?? new Set<string>();
        for (const audit of sample.failedAudits) audits.add(audit);
        findings.failedAudits.set(page.path, audits);
        const base = {section: 'Lighthouse', command: `lighthouse-${formFactor}`} as const;
        const at = `${page.label} (${page.path})`;
        if (formFactor === 'desktop') {
          log.record(
            {
              ...base,
              id: `lh-desktop-performance:${page.path}`,
              label: `Desktop performance, ${at}`,
              unit: 'score',
              budget: budgets.lighthouseDesktopPerformance,
            },
            sample.scores.performance,
          );
          continue;
        }
        log.record(
          {
            ...base,
            id: `lh-mobile-performance:${page.path}`,
            label: `Mobile performance, ${at}`,
            unit: 'score',
            budget: budgets.lighthouseMobilePerformance,
          },
          sample.scores.performance,
        );
        log.record(
          {
            ...base,
            id: `lh-accessibility:${page.path}`,
            label: `Accessibility, ${at}`,
            unit: 'score',
            budget: budgets.lighthouseOtherCategories,
          },
          sample.scores.accessibility,
        );
        log.record(
          {
            ...base,
            id: `lh-best-practices:${page.path}`,
            label: `Best practices, ${at}`,
            unit: 'score',
            budget: budgets.lighthouseOtherCategories,
          },
          sample.scores['best-practices'],
        );
        log.record(
          {
            ...base,
            id: `lh-seo:${page.path}`,
            label: `SEO, ${at}`,
            unit: 'score',
            budget: budgets.lighthouseOtherCategories,
          },
          sample.scores.seo,
        );
        log.record(
          {...base, id: `lh-lcp:${page.path}`, label: `Mobile LCP, ${at}`, unit: 'ms', budget: budgets.lcpMobileMs},
          sample.lcpMs,
        );
        log.record(
          {...base, id: `lh-tbt:${page.path}`, label: `Mobile TBT, ${at}`, unit: 'ms', budget: budgets.tbtMobileMs},
          sample.tbtMs,
        );
        log.record(
          {...base, id: `lh-cls:${page.path}`, label: `Mobile CLS, ${at}`, unit: 'shift', budget: budgets.cls},
          sample.cls,
        );
        log.record(
          {
            ...base,
            id: `lh-benchmark-index:${page.path}`,
            label: `Host speed in the mobile runs (Lighthouse benchmarkIndex, higher is faster), ${at}`,
            unit: 'count',
          },
          sample.benchmarkIndex,
        );
      }
    }
  }
  return findings;
}
