/**
 * @docusaurus/utils-common's entry, re-exported from its files without the
 * tslib helper its CommonJS build uses. Same exports as lib/index.js.
 */
export {
  addLeadingSlash,
  addTrailingSlash,
  default as applyTrailingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';
export {addPrefix, addSuffix, removePrefix, removeSuffix} from '@docusaurus/utils-common/lib/stringUtils.js';

// __ prefix allows search crawlers (Algolia/DocSearch) to ignore anchors
export const blogPostContainerID = '__blog-post-container';
