/**
 * Shrinks a Mermaid SVG before it is committed: coordinates keep one decimal
 * (a tenth of a pixel is below what a screen shows); the `data-*` attributes
 * Mermaid leaves for its own scripts and the ids nothing refers to go; and
 * the stylesheet Mermaid embeds loses the rules for classes the drawing does
 * not use (it carries every rule of the diagram type). Text content is left
 * untouched.
 */

const LONG_DECIMAL = /(-?\d+\.\d)\d+/g;

function roundAttributeNumbers(svg: string): string {
  return svg.replace(/="([^"]*)"/g, (_match, value: string) => `="${value.replace(LONG_DECIMAL, '$1')}"`);
}

function usedClasses(svg: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list] of svg.matchAll(/\sclass="([^"]*)"/g))
    for (const name of list!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** Top-level CSS blocks: plain rules and at-rules with one level of nesting (@keyframes). */
const CSS_BLOCK = /@[^{]+\{(?:[^{}]*\{[^{}]*\})*\s*\}|[^{}]+\{[^{}]*\}/g;

function pruneStylesheet(css: string, classes: ReadonlySet<string>): string {
  return (css.match(CSS_BLOCK) ?? [])
    .map((block) => {
      if (block.trimStart().startsWith('@')) return block;
      const brace = block.indexOf('{');
      const kept = block
        .slice(0, brace)
        .split(',')
        .filter((selector) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, name]) => classes.has(name!)));
      return kept.length ? `${kept.join(',')}${block.slice(brace)}` : '';
    })
    .join('');
}

function dropUnusedAttributes(svg: string): string {
  const withoutData = svg.replace(/\sdata-[\w-]+="[^"]*"/g, '');
  const rootId = /^<svg[^>]*\sid="([^"]+)"/.exec(withoutData)?.[1];
  // Markers and styles refer to ids as url(#id), href="#id" or #id selectors.
  const referenced = new Set([...withoutData.matchAll(/#([A-Za-z][\w:.-]*)/g)].map(([, id]) => id));
  return withoutData.replace(/\sid="([^"]*)"/g, (attribute, id: string) =>
    id === rootId || referenced.has(id) ? attribute : '',
  );
}

export function compactSvg(svg: string): string {
  const rounded = dropUnusedAttributes(roundAttributeNumbers(svg));
  const classes = usedClasses(rounded);
  return rounded.replace(
    /<style>([\s\S]*?)<\/style>/g,
    (_match, css: string) => `<style>${pruneStylesheet(css, classes)}</style>`,
  );
}
