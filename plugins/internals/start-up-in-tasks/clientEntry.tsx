/**
 * Stands in for core's client entry (lib/client/clientEntry.js) in the
 * browser. Evaluating main.js used to run the app's whole start-up in one
 * task: every module of the app, the route table, the match of the page's
 * route. Here main.js evaluates React and the router only; the app's modules
 * (required, not imported, so they stay in main.js and evaluate when asked
 * for), the route match and the render each start in a task of their own
 * (./inTasks.ts). The steps and what each does are the original's.
 */
import siteConfig from '@generated/docusaurus.config';
import {type ComponentType, type ReactNode, startTransition} from 'react';
import {createRoot, hydrateRoot, type Root} from 'react-dom/client';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter, HashRouter} from 'react-router-dom';
import {inTasks} from './inTasks';
import {watchChunkScriptFailures} from './scriptFailures';

declare global {
  interface Window {
    docusaurusRoot?: Root;
  }
}

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);
const Router: ComponentType<{children?: ReactNode}> =
  siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;

function onRecoverableError(error: unknown, errorInfo: unknown): void {
  console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
}

function render(App: ComponentType): void {
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  if (window.docusaurusRoot) {
    window.docusaurusRoot.render(app);
    return;
  }
  const container = document.getElementById('__docusaurus')!;
  if (hydrate) {
    window.docusaurusRoot = hydrateRoot(container, app, {onRecoverableError});
    return;
  }
  const root = createRoot(container, {onRecoverableError});
  root.render(app);
  window.docusaurusRoot = root;
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  let App: ComponentType;
  let preload: (pathname: string) => Promise<unknown>;
  const chunkFailure = watchChunkScriptFailures(window);
  void inTasks([
    // The route table, with the helpers links call.
    () => {
      window.docusaurus = require('@docusaurus/core/lib/client/docusaurus').default;
    },
    // The theme and the rest of the app.
    () => {
      App = require('@docusaurus/core/lib/client/App').default;
      preload = require('@docusaurus/core/lib/client/preload').default;
    },
    // The page's route matched and its chunks in hand, as the original waits for them.
    () => {
      const failure = chunkFailure();
      if (failure) throw failure;
      return preload(window.location.pathname);
    },
    () => startTransition(() => render(App)),
  ]);
}
