import {readFileSync} from 'node:fs';
import {SITE_LOGO_FILE, siteLogoDataUrl, svgDataUrl} from '@site/config/siteLogo';
import {describe, expect, it} from 'vitest';

const PREFIX = 'data:image/svg+xml,';

describe('svgDataUrl', () => {
  it('keeps the document, with only what a URL or an attribute cannot carry escaped', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg">\n  <circle fill="#0657f9" r="50%"/>\n</svg>\n';
    const url = svgDataUrl(svg);
    expect(url.startsWith(PREFIX)).toBe(true);
    expect(url.slice(PREFIX.length)).not.toMatch(/["#<>\n]/);
    expect(decodeURIComponent(url.slice(PREFIX.length))).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg'> <circle fill='#0657f9' r='50%'/> </svg>",
    );
  });
});

describe('siteLogoDataUrl', () => {
  it('is the logo file of the site', () => {
    const url = siteLogoDataUrl(process.cwd());
    const file = readFileSync(SITE_LOGO_FILE, 'utf8').trim().replace(/\s+/g, ' ').replaceAll('"', "'");
    expect(decodeURIComponent(url.slice(PREFIX.length))).toBe(file);
  });
});
