// DocSearch v3 ships no types for its subpath entry points (the search bar
// imports them lazily); the modal is the main entry's export.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}

declare module '@docsearch/react/style';
