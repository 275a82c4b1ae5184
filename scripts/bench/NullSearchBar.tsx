/** The navbar search bar, gone: the bench's no-search build measures what the real one adds. */
import type {ReactNode} from 'react';

export default function NullSearchBar(): ReactNode {
  return null;
}
