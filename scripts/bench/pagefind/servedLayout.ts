/** Where the Pagefind side of the comparison lives in its served copy of a build, shared by Node and the browser entry. */

/** The Pagefind bundle's folder, from the site's root. */
export const PAGEFIND_FOLDER = 'pagefind';
/** The global the replaced backend chunk reads the Pagefind loader from. */
export const LOADER_GLOBAL = '__benchPagefindLoader';
