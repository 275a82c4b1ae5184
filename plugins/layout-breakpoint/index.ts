/**
 * Moves the desktop/mobile layout switch to DESKTOP_MIN_WIDTH in CSS (every
 * stylesheet's media queries, Infima's included) and in JS (the theme's
 * window-size hook, the one stand-in for it: client and server bundles),
 * keeping the two in agreement.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {replaceModule} from '../shared/moduleReplacement';
import {shiftMediaQuery} from './breakpoint';

const WINDOW_SIZE_HOOK = /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/;

function postcssShiftBreakpoint() {
  return {
    postcssPlugin: 'shift-desktop-breakpoint',
    AtRule: {
      media(atRule: {params: string}) {
        atRule.params = shiftMediaQuery(atRule.params);
      },
    },
  };
}
postcssShiftBreakpoint.postcss = true;

export default function layoutBreakpointPlugin(context: LoadContext): Plugin {
  const replacement = path.join(context.siteDir, 'plugins/layout-breakpoint/useWindowSize.ts');
  return {
    name: 'layout-breakpoint',
    configurePostCss(options) {
      options.plugins.push(postcssShiftBreakpoint);
      return options;
    },
    configureWebpack(_config, _isServer, utils) {
      return {
        plugins: [replaceModule(utils.currentBundler, {id: 'window-size', module: WINDOW_SIZE_HOOK, replacement})],
      };
    },
  };
}
