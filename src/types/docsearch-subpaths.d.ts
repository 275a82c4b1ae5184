// DocSearch v3 ships no types for its modal entry point (the search bar
// imports it lazily); the modal is the main entry's export.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
