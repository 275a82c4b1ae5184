/**
 * Test-only pages, added to the build when E2E_FIXTURES=true and never
 * otherwise. They let the end-to-end suite prove behaviour that real pages
 * must never show on purpose, such as the crash screen.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const E2E_CRASH_ROUTE = '/__e2e__/crash';

export default function e2eFixturesPlugin(context: LoadContext): Plugin {
  return {
    name: 'e2e-fixtures',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: E2E_CRASH_ROUTE,
        component: path.join(context.siteDir, 'plugins/e2e-fixtures/CrashPage.tsx'),
        exact: true,
      });
    },
  };
}
