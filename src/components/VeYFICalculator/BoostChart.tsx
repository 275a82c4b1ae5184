import {formatCompact, type Series} from '@site/src/veyfi/chartSeries';
import {type ReactNode, useEffect, useRef, useState} from 'react';
import type uPlot from 'uplot';
import styles from './styles.module.css';

const chartHeight = 320;
const boostTicks = Array.from({length: 13}, (_, i) => i);

function options(width: number, xLabel: string): uPlot.Options {
  const stroke = getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim() || '#0657f9';
  const axisColor =
    getComputedStyle(document.documentElement).getPropertyValue('--ifm-font-color-base').trim() || '#1c1e21';
  return {
    width,
    height: chartHeight,
    scales: {x: {time: false}, y: {range: [0, 12]}},
    axes: [
      {label: xLabel, stroke: axisColor, values: (_u, splits) => splits.map(formatCompact)},
      {label: 'Boost', stroke: axisColor, splits: () => boostTicks, values: (_u, splits) => splits.map((v) => `${v}x`)},
    ],
    series: [
      {label: xLabel, value: (_u, v) => (v == null ? '–' : formatCompact(v))},
      {
        label: 'Boost',
        stroke,
        width: 2,
        points: {show: false},
        value: (_u, v) => (v == null ? '–' : `${v.toFixed(2)}x`),
      },
    ],
    legend: {live: true},
  };
}

/** Line chart of the boost; uPlot and its stylesheet load only when a chart is first drawn. */
export default function BoostChart({series, xLabel}: {series: Series; xLabel: string}): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void (async () => {
      try {
        const [{default: UPlot}] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
        const element = container.current;
        if (cancelled || !element) return;
        plot = new UPlot(options(element.clientWidth || 600, xLabel), [series.x, series.y], element);
        observer = new ResizeObserver(() => plot?.setSize({width: element.clientWidth, height: chartHeight}));
        observer.observe(element);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [series, xLabel]);

  return (
    <figure className={styles.chartFigure}>
      <div ref={container} className={styles.chart} data-testid="boost-chart" />
      {failed && (
        <p className={styles.fieldError}>The chart could not be loaded. The figures above are still correct.</p>
      )}
    </figure>
  );
}
