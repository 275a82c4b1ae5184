/**
 * The "opens in new tab" mark after an external link, drawn in CSS (the
 * icon-external class of src/css/custom.css) instead of an <svg><use> of the
 * theme's sprite: it is on thousands of links, and each one's markup is in
 * the page's HTML. Still an <svg> so that search and the Markdown twins skip
 * it as they skip every icon.
 */
import {translate} from '@docusaurus/Translate';
import type React from 'react';

export default function IconExternalLink(): React.ReactElement {
  return (
    <svg
      aria-label={translate({
        id: 'theme.IconExternalLink.ariaLabel',
        message: '(opens in new tab)',
        description: 'The ARIA label for the external link icon',
      })}
      className="icon-external"
    />
  );
}
