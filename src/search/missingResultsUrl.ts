/**
 * Where "Let us know." on the no-results screen leads: a new issue in the
 * docs repository, titled with the query, when the tracker is on GitHub;
 * the tracker itself otherwise.
 */
import {toWellFormed} from './text';

export function missingResultsUrl(issueTracker: string, query: string): string {
  if (!/^https:\/\/github\.com\/[^/]+\/[^/]+\/issues\/?$/.test(issueTracker)) return issueTracker;
  const title = `Search: no results for "${toWellFormed(query).slice(0, 100)}"`;
  return `${issueTracker.replace(/\/$/, '')}/new?title=${encodeURIComponent(title)}`;
}
