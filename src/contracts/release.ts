/**
 * What a reference page says about its release: the release it documents,
 * and, for V3, the latest release Yearn has deployed, taken from the address
 * data (the one place the releases are listed). A page never calls its own
 * release current when a newer one is deployed.
 */
import {latestRelease} from '../data/addresses/v3';
import {compareVersions} from './keys';
import type {Generation} from './types';

/** Where the address pages list every V3 release with its factory. */
export const releasesRoute = '/developers/addresses/v3-contracts#core-contracts-by-release';

export interface ReleaseLabel {
  /** "Documents release 3.0.4"; null for the V1 interfaces, which carry no version. */
  documents: string | null;
  /** The latest deployed release of the page's generation, where the address data names one. */
  latest: {version: string; route: string; isDocumented: boolean} | null;
}

/** The latest deployed release of a generation, from the address data; V3 only: V1 and V2 take no new deployments. */
export function latestDeployedRelease(generation: Generation): string | null {
  return generation === 'V3' ? latestRelease : null;
}

export function releaseLabel(generation: Generation, version: string | null): ReleaseLabel {
  const latest = latestDeployedRelease(generation);
  return {
    documents: version === null ? null : `Documents release ${version}`,
    latest:
      latest === null
        ? null
        : {
            version: latest,
            route: releasesRoute,
            isDocumented: version !== null && compareVersions(version, latest) >= 0,
          },
  };
}
