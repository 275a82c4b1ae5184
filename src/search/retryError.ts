/**
 * DocSearch treats only errors named RetryError (hosts unreachable) as fetch
 * failures. In a module of its own: the search client every page carries
 * needs it, and nothing else of ./searchErrors.ts, which loads with the modal.
 */
export function asRetryError(cause: unknown): Error {
  const error = new Error('Unable to fetch search results', {cause});
  error.name = 'RetryError';
  return error;
}
