/**
 * Renders every Mermaid diagram of the site's Markdown into static/diagrams/
 * as an SVG file, in Chromium. Pages then show the pictures instead of
 * loading Mermaid, a large library, in the browser; dark mode inverts them
 * with a CSS filter rather than shipping a second picture of each. Renders
 * the diagrams that have no picture yet (all of them with --all) and removes
 * pictures no page uses. Needs Chromium (CHROMIUM_PATH, a system Chromium, or Playwright's own):
 *   npm run diagrams
 */
import {existsSync, mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {compactSvg} from '../plugins/static-diagrams/compactSvg';
import {DIAGRAM_DIR, diagramFile, siteDiagramSources} from '../plugins/static-diagrams/diagramFiles';
import {launchChromium} from './bench/chromium';

const siteDir = path.resolve(import.meta.dirname, '..');
const outDir = path.join(siteDir, DIAGRAM_DIR);
const mermaidBundle = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
const renderAll = process.argv.includes('--all');

const sources = new Map(siteDiagramSources(siteDir).map((source) => [diagramFile(source), source]));
mkdirSync(outDir, {recursive: true});

const wanted = new Set(sources.keys());
for (const file of readdirSync(outDir)) {
  if (!wanted.has(file)) {
    rmSync(path.join(outDir, file));
    console.log(`removed ${file}`);
  }
}

const jobs = [...sources]
  .map(([file, source]) => ({file, source}))
  .filter((job) => renderAll || !existsSync(path.join(outDir, job.file)));

async function render(): Promise<void> {
  if (jobs.length === 0) return;
  const browser = await launchChromium();
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({path: mermaidBundle});
  for (const job of jobs) {
    const svg = await page.evaluate(
      async ({source, id}) => {
        const mermaid = (
          window as unknown as {
            mermaid: {initialize(config: object): void; render(id: string, text: string): Promise<{svg: string}>};
          }
        ).mermaid;
        // Text labels rather than HTML ones: an SVG shown as an image draws <text> the same in every browser.
        mermaid.initialize({
          startOnLoad: false,
          theme: 'default',
          securityLevel: 'strict',
          htmlLabels: false,
          flowchart: {htmlLabels: false},
          // The default palette starts with the pale node fill, which a chart line barely shows on white.
          themeVariables: {xyChart: {plotColorPalette: '#0657f9,#d9480f,#2b8a3e,#862e9c'}},
        });
        const {svg: rendered} = await mermaid.render(id, source);
        const holder = document.createElement('div');
        holder.innerHTML = rendered;
        const root = holder.querySelector('svg')!;
        const [, , width, height] = root
          .getAttribute('viewBox')!
          .split(/[\s,]+/)
          .map(Number);
        // A fixed size instead of width="100%" and a max-width style: the page's <img> scales it.
        root.removeAttribute('style');
        root.setAttribute('width', String(Math.ceil(width!)));
        root.setAttribute('height', String(Math.ceil(height!)));
        return new XMLSerializer().serializeToString(root);
      },
      {source: job.source, id: `diagram-${job.file.replace(/\.svg$/, '')}`},
    );
    writeFileSync(path.join(outDir, job.file), `${compactSvg(svg)}\n`);
    console.log(`rendered ${job.file}`);
  }
  await browser.close();
}

render().then(
  () => console.log(`${sources.size} diagrams, ${jobs.length} pictures rendered`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
