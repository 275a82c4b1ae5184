/**
 * The desktop layout starts at this viewport width (the spec's 996 px).
 * Stock Docusaurus switches one pixel later (desktop when width > 996), in
 * both Infima's CSS and the theme's JS; this plugin moves both together.
 */
export const DESKTOP_MIN_WIDTH = 996;

/** The one rule of the JS side: desktop from `desktopMinWidth` px wide, mobile below. */
export function isDesktopWidth(width: number, desktopMinWidth: number = DESKTOP_MIN_WIDTH): boolean {
  return width >= desktopMinWidth;
}

/** Rewrites a media query's width bounds so desktop starts at DESKTOP_MIN_WIDTH. */
export function shiftMediaQuery(params: string): string {
  return params
    .replace(/max-width:\s*996px/g, `max-width: ${DESKTOP_MIN_WIDTH - 0.02}px`)
    .replace(/min-width:\s*997px/g, `min-width: ${DESKTOP_MIN_WIDTH}px`);
}
