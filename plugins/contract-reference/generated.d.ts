/** Data the plugin writes in contentLoaded, imported by the deprecated contracts index doc. */
declare module '@generated/contract-reference/default/release-changes.json' {
  import type {ReleaseChanges} from '@site/src/contracts/diff';

  const releases: {V3: ReleaseChanges[]; V2: ReleaseChanges[]};
  export default releases;
}
