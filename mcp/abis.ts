/**
 * `get_abi` and the function lookup of `read_contract` over the contract
 * reference's ABI files: a contract by its name, page title or page path,
 * in a given release or, without one, the current page (not under
 * `deprecated/`) of the newest release.
 */
import type {AbiFunction} from 'viem';
import {boundedDistance} from '../src/search/editDistance';
import type {AbiFile} from './site';

export const MAX_CONTRACT_ARGUMENT = 200;

/** The release number a Release field names (`V3 3.0.4` → `3.0.4`), or null (`V1 (unversioned)`). */
export function versionOf(release: string | null): string | null {
  return release ? (/\d+\.\d+\.\d+/.exec(release)?.[0] ?? null) : null;
}

function compareVersions(a: string | null, b: string | null): number {
  const parts = (version: string | null) => (version ?? '0.0.0').split('.').map(Number);
  const [left, right] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (left[i] !== right[i]) return left[i]! - right[i]!;
  return 0;
}

const isDeprecatedPage = (file: AbiFile) => /\/deprecated(\/|$)/.test(file.route);

/** The page path an argument names when it is a path or URL of a reference page or its ABI file. */
function routeArgument(argument: string): string | null {
  if (!argument.includes('/')) return null;
  try {
    const pathname = new URL(argument, 'http://site.invalid').pathname;
    return pathname.replace(/\.(abi\.json|md)$/, '').replace(/\/+$/, '');
  } catch {
    return null;
  }
}

export type AbiLookup = {ok: true; file: AbiFile; others: AbiFile[]} | {ok: false; message: string};

export function findAbi(files: readonly AbiFile[], contract: string, version?: string): AbiLookup {
  const wanted = contract.trim().toLowerCase();
  const route = routeArgument(contract.trim());
  const named = files.filter((file) =>
    route
      ? file.route.toLowerCase() === route.toLowerCase()
      : file.name.toLowerCase() === wanted || file.title.toLowerCase() === wanted,
  );
  if (named.length === 0) {
    const names = [...new Set(files.map((file) => file.name))];
    const nearest = names
      .map((name) => ({name, distance: boundedDistance(wanted, name.toLowerCase(), Number.POSITIVE_INFINITY)}))
      .sort((a, b) => a.distance - b.distance || (a.name < b.name ? -1 : 1))
      .slice(0, 3)
      .map(({name}) => name);
    return {
      ok: false,
      message: `No contract reference page has an ABI for "${contract}". Nearest contracts: ${nearest.join(', ')}.`,
    };
  }
  let candidates = named;
  if (version !== undefined && version.trim() !== '') {
    const asked = version.trim().toLowerCase();
    const number = versionOf(asked);
    candidates = named.filter(
      (file) => file.release?.toLowerCase() === asked || (number !== null && versionOf(file.release) === number),
    );
    if (candidates.length === 0) {
      const releases = [...new Set(named.map((file) => file.release ?? 'unversioned'))];
      return {
        ok: false,
        message: `${named[0]!.name} has no ABI for release "${version}". Releases: ${releases.join(', ')}.`,
      };
    }
  }
  const ranked = [...candidates].sort(
    (a, b) =>
      Number(isDeprecatedPage(a)) - Number(isDeprecatedPage(b)) ||
      compareVersions(versionOf(b.release), versionOf(a.release)) ||
      (a.route < b.route ? -1 : 1),
  );
  const file = ranked[0]!;
  return {ok: true, file, others: named.filter((other) => other !== file)};
}

/**
 * The distinct fragments of the function `name` with `inputs` inputs across
 * the ABI files, newest current release first (one fragment per signature).
 */
export function functionsNamed(files: readonly AbiFile[], name: string, inputs: number): AbiFunction[] {
  const ranked = [...files].sort(
    (a, b) =>
      Number(isDeprecatedPage(a)) - Number(isDeprecatedPage(b)) ||
      compareVersions(versionOf(b.release), versionOf(a.release)),
  );
  const bySignature = new Map<string, AbiFunction>();
  for (const file of ranked) {
    for (const item of file.abi) {
      if (item.type !== 'function' || item.name !== name || item.inputs.length !== inputs) continue;
      const signature = `${item.name}(${item.inputs.map((input) => input.type).join(',')})`;
      if (!bySignature.has(signature)) bySignature.set(signature, item);
    }
  }
  return [...bySignature.values()];
}
