/**
 * The badges at the top of a reference page, from the release label the build
 * computed (./release.ts). Kept apart from it so the page's browser chunk does
 * not carry the address data that label is computed from.
 */
import type {ReleaseLabel} from './release';

export interface Badge {
  text: string;
  tone: 'version' | 'deprecated' | 'latest' | 'neutral';
}

/** The badges at the top of a reference page, in order: its release, Deprecated, and the latest deployed release. */
export function releaseBadges(page: {release: ReleaseLabel; deprecated: boolean}): Badge[] {
  const {documents, latest} = page.release;
  return [
    ...(documents ? [{text: documents, tone: 'version' as const}] : []),
    ...(page.deprecated ? [{text: 'Deprecated', tone: 'deprecated' as const}] : []),
    ...(latest
      ? [
          latest.isDocumented
            ? {text: 'Latest deployed release', tone: 'latest' as const}
            : {text: `Latest deployed release: ${latest.version}`, tone: 'neutral' as const},
        ]
      : []),
  ];
}
