/**
 * The page template: Docusaurus's own (core/lib/ssg/ssgTemplate.html.js),
 * edited so that the app scripts are held back until the page has painted.
 *
 * A docs page is readable from its HTML and stylesheet alone; the scripts
 * only hydrate it. Declared as usual they are fetched at once, and on a slow
 * phone connection they share the bandwidth with the stylesheet and fonts
 * the first paint waits for, delaying the largest paint. So the tags keep
 * their `src` (tools that list a page's files still read them) under a type
 * browsers do not run, and a small inline script loads them, in order, once
 * the first content is on screen: or after a second in a hidden tab, which
 * paints nothing. Each takes its held tag's place with the same `src`
 * attribute: the bundler's runtime, asked for a page chunk main has not
 * seen run yet, looks for a script of that `src` and waits on it instead of
 * fetching the chunk again (plugins/internals/route-scripts). The web
 * manifest's link is added at the same moment: the browser fetches the
 * manifest and an icon from it as soon as it sees the link, and the app,
 * whose service worker makes the site installable, starts only then anyway.
 */

import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import {replaceOnce} from '../moduleReplacement';

/** The `type` of the held-back app scripts. */
export const HELD_SCRIPT_TYPE = 'text/x-held';
/** How long a page that paints no frame (a background tab) waits before loading its scripts anyway. */
const HIDDEN_TAB_DELAY_MS = 1000;

// Waits for the first-contentful-paint entry, which arrives once the frame is on screen (a frame
// callback runs a few ms earlier, before the paint is presented); browsers without paint timing wait a frame.
const LOAD_AFTER_FIRST_PAINT = `(function(){var started=false;function start(){if(started)return;started=true;var manifest=document.createElement('link');manifest.rel='manifest';manifest.href='<%= it.baseUrl %>manifest.json';document.head.appendChild(manifest);document.querySelectorAll('script[type="${HELD_SCRIPT_TYPE}"]').forEach(function(held){var script=document.createElement('script');script.setAttribute('src',held.getAttribute('src'));script.async=false;held.replaceWith(script)})}try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true})}catch(error){requestAnimationFrame(function(){setTimeout(start,0)})}setTimeout(start,${HIDDEN_TAB_DELAY_MS})})()`;

const heldScripts = replaceOnce(
  'ssr-template',
  docusaurusTemplate,
  '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
  `<script type="${HELD_SCRIPT_TYPE}" src="<%= it.baseUrl %><%= script %>"></script>`,
);

export const ssrTemplate = replaceOnce(
  'ssr-template',
  heldScripts,
  '</body>',
  `<script>${LOAD_AFTER_FIRST_PAINT}</script>\n  </body>`,
);
