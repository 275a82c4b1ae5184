/**
 * DocSearch's modal sends a request per keystroke and shows only the newest
 * answer: autocomplete drops an answer that settles after a newer one. While
 * the index loads, or on a slow network, several requests wait at once, and
 * each would fetch the texts of its own twenty hits only to be dropped.
 *
 * Wrapped here, a request learns through `isCurrent` that a newer one has
 * started, so it can stop before fetching anything more, and it then settles
 * as the newest does, never before it: whatever it would have answered is
 * dropped anyway.
 */
export type Superseding<Body, Result> = (body: Body, isCurrent: () => boolean) => Promise<Result>;

export function latestOnly<Body, Result>(search: Superseding<Body, Result>): (body: Body) => Promise<Result> {
  let newestId = 0;
  let newest: Promise<Result> = Promise.resolve(undefined as never);
  return (body) => {
    newestId += 1;
    const id = newestId;
    const isCurrent = () => id === newestId;
    // Whichever way this request ends, once overtaken it follows the newest (which may itself be overtaken).
    const settled: Promise<Result> = search(body, isCurrent).then(
      (result) => (isCurrent() ? result : newest),
      (error: unknown) => (isCurrent() ? Promise.reject(error) : newest),
    );
    newest = settled;
    return settled;
  };
}

/** What an overtaken request stops with; `latestOnly` never lets it reach the caller. */
export class SupersededSearchError extends Error {
  override name = 'SupersededSearchError';

  constructor() {
    super('A newer search replaced this one');
  }
}
