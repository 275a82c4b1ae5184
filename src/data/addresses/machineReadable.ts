/**
 * /addresses.json: every address the site publishes, chain by chain, built
 * from the same data as the address pages, and the JSON Schema it follows
 * (/addresses.schema.json). Integrators fetch one file instead of reading
 * tables.
 */

import {abiPathOf} from '../../contracts/abiFile';
import catalogueIndex from '../../contracts/catalogue/index.json';
import {routeOf} from '../../contracts/keys';
import {chainById, chainList} from '../chains';
import {CHANGES_ATOM, CHANGES_JSON} from './changeFeed';
import {referenceKeyOf} from './deployments';
import {describeCheck} from './describe';
import {addressPages} from './index';
import {
  CODE_HASH_PATTERN,
  parseRecords,
  RECORD_DATE_PATTERN,
  type VerificationRecord,
  type VerificationRecords,
} from './lastVerification';
import type {AddressEntry, AddressPage} from './types';
import recordFile from './verificationRecord.json';

/** The committed record of each address's last verification (written by `npm run check:chains -- --record`). */
export const verificationRecords: VerificationRecords = parseRecords(
  recordFile,
  'src/data/addresses/verificationRecord.json',
);

export const ADDRESSES_JSON = 'addresses.json';
export const ADDRESSES_SCHEMA = 'addresses.schema.json';

/** The llms.txt lines of the address files, under the site's base URL. */
export function addressDataFiles(baseUrl: string) {
  return [
    {
      title: 'Published addresses (JSON)',
      path: `${baseUrl}${ADDRESSES_JSON}`,
      description: 'every contract address Yearn publishes, chain by chain, with its page, status and on-chain check',
    },
    {
      title: 'Published addresses: JSON Schema',
      path: `${baseUrl}${ADDRESSES_SCHEMA}`,
      description: 'the schema that addresses.json follows',
    },
    {
      title: 'Address changes (Atom)',
      path: `${baseUrl}${CHANGES_ATOM}`,
      description: 'each address added, deprecated or replaced, dated by its governance vote or transaction',
    },
    {
      title: 'Address changes (JSON Feed)',
      path: `${baseUrl}${CHANGES_JSON}`,
      description: 'the same changes as JSON Feed 1.1, each with its change as data',
    },
  ];
}

export interface PublishedAddress {
  id: string;
  chainId: number;
  chain: string;
  name: string;
  address: string;
  /** The page that lists it (path under the site's base URL). */
  page: string;
  group: string;
  status: 'current' | 'deprecated';
  /** For a deprecated address: what replaced it, or when and by which decision it stopped being current. */
  deprecation?: string;
  label?: string;
  ens?: string;
  /** How the site verifies it on its chain. */
  check: {rule: string; reads: string[]};
  /** Id of the entry for the same contract at the same address on another chain. */
  sameContractAs?: string;
  disputed?: {summary: string; alternatives: {address: string; source: string}[]};
  /** Release version of a versioned contract. */
  version?: string;
  /** URL of the contract's ABI file. */
  abi?: string;
  /** URL of the contract's reference page. */
  reference?: string;
  /**
   * The release the ABI file and reference page document, where it is not the
   * entry's own: no page documents that release (VaultFactory 3.1.0 links the
   * 3.0.4 page), so callers know the ABI may differ.
   */
  referenceVersion?: string;
  /** The last time `check:chains` verified it: the block it read, that block's date and the code hash found. */
  verified?: VerificationRecord;
}

function published(
  page: AddressPage,
  entry: AddressEntry,
  siteUrl: string,
  records: VerificationRecords,
): PublishedAddress {
  const {label, sources} = describeCheck(entry);
  const referenceKey = referenceKeyOf(entry, catalogueIndex);
  const route = referenceKey === undefined ? undefined : routeOf(referenceKey);
  const documented = catalogueIndex.find((page) => page.key === referenceKey)?.version;
  const verified = records[entry.id];
  return {
    id: entry.id,
    chainId: entry.chainId,
    chain: chainById(entry.chainId).name,
    name: entry.name,
    address: entry.address,
    page: page.route,
    group: page.groups.find((g) => g.id === entry.group)?.title ?? entry.group,
    status: entry.status,
    ...(entry.status === 'deprecated' ? {deprecation: entry.label ?? page.productNotice ?? 'deprecated'} : {}),
    ...(entry.label ? {label: entry.label} : {}),
    ...(entry.ens ? {ens: entry.ens} : {}),
    check: {rule: label, reads: sources},
    ...(entry.row ? {sameContractAs: entry.row} : {}),
    ...(entry.dispute
      ? {disputed: {summary: entry.dispute.summary, alternatives: entry.dispute.alternatives.map((a) => ({...a}))}}
      : {}),
    ...(entry.version ? {version: entry.version} : {}),
    ...(route ? {abi: `${siteUrl}${abiPathOf(route)}`, reference: `${siteUrl}${route}`} : {}),
    ...(route && entry.version && documented && documented !== entry.version ? {referenceVersion: documented} : {}),
    ...(verified ? {verified: {...verified}} : {}),
  };
}

/** Each former id of an entry, mapped to the id it is published under now. */
function aliases(): Record<string, string> {
  return Object.fromEntries(
    Object.values(addressPages).flatMap((page) =>
      page.entries.flatMap((entry) => (entry.formerIds ?? []).map((former) => [former, entry.id])),
    ),
  );
}

/** `records` defaults to the committed record; tests pass their own. */
export function buildAddressesJson(siteUrl: string, records: VerificationRecords = verificationRecords) {
  return {
    $schema: `${siteUrl}/${ADDRESSES_SCHEMA}`,
    description:
      'Every contract address Yearn publishes on this site, per chain, with the page that lists it, its status and the on-chain check that verifies it; where known, its release version, ABI file, reference page and the block, date and code hash of its last verification. `aliases` maps ids used before to the ids used now.',
    chains: chainList.map((chain) => ({
      chainId: chain.id,
      name: chain.name,
      nativeSymbol: chain.nativeSymbol,
      explorer: chain.explorer.addressUrl,
      status: chain.status,
    })),
    addresses: chainList.flatMap((chain) =>
      Object.values(addressPages).flatMap((page) =>
        page.entries
          .filter((entry) => entry.chainId === chain.id)
          .map((entry) => published(page, entry, siteUrl, records)),
      ),
    ),
    aliases: aliases(),
  };
}

const text = {type: 'string', minLength: 1} as const;
const url = {type: 'string', pattern: '^https?://'} as const;

export const addressesSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Yearn published addresses',
  type: 'object',
  required: ['chains', 'addresses', 'aliases'],
  additionalProperties: false,
  properties: {
    $schema: {type: 'string'},
    description: {type: 'string'},
    chains: {
      type: 'array',
      items: {
        type: 'object',
        required: ['chainId', 'name', 'nativeSymbol', 'explorer', 'status'],
        additionalProperties: false,
        properties: {
          chainId: {type: 'integer'},
          name: text,
          nativeSymbol: text,
          explorer: {type: 'string', pattern: '^https://'},
          status: {enum: ['v3', 'legacy']},
        },
      },
    },
    addresses: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'chainId', 'chain', 'name', 'address', 'page', 'group', 'status', 'check'],
        additionalProperties: false,
        properties: {
          id: text,
          chainId: {type: 'integer'},
          chain: text,
          name: text,
          address: {type: 'string', pattern: '^0x[0-9a-fA-F]{40}$'},
          page: {type: 'string', pattern: '^/'},
          group: text,
          status: {enum: ['current', 'deprecated']},
          deprecation: text,
          label: text,
          ens: text,
          check: {
            type: 'object',
            required: ['rule', 'reads'],
            additionalProperties: false,
            properties: {rule: text, reads: {type: 'array', items: text}},
          },
          sameContractAs: text,
          version: {
            description: 'Release version of a versioned contract.',
            type: 'string',
            pattern: '^\\d+\\.\\d+\\.\\d+$',
          },
          abi: {...url, description: 'URL of the contract’s ABI file (JSON).'},
          reference: {...url, description: 'URL of the contract’s reference page.'},
          referenceVersion: {
            description:
              'The release the ABI file and reference page document, given only where it is not the entry’s own `version` (no page documents that release): the ABI may differ from the deployed code.',
            type: 'string',
            pattern: '^\\d+\\.\\d+\\.\\d+$',
          },
          verified: {
            description:
              'The last time `npm run check:chains -- --record` verified the address on its chain: the block it read, that block’s date (UTC) and the keccak256 hash of the runtime code found there.',
            type: 'object',
            required: ['chainId', 'block', 'date', 'codeHash'],
            additionalProperties: false,
            properties: {
              chainId: {type: 'integer'},
              block: {type: 'integer', minimum: 0},
              date: {type: 'string', pattern: RECORD_DATE_PATTERN},
              codeHash: {type: 'string', pattern: CODE_HASH_PATTERN},
            },
          },
          disputed: {
            type: 'object',
            required: ['summary', 'alternatives'],
            additionalProperties: false,
            properties: {
              summary: text,
              alternatives: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['address', 'source'],
                  additionalProperties: false,
                  properties: {address: {type: 'string', pattern: '^0x[0-9a-fA-F]{40}$'}, source: text},
                },
              },
            },
          },
        },
        // A deprecated address always says why.
        anyOf: [{properties: {status: {const: 'current'}}}, {required: ['deprecation']}],
      },
    },
    aliases: {
      description:
        'Ids an address was published under before, each mapped to the id it has now in `addresses`: an integrator who stored an old id looks it up here.',
      type: 'object',
      propertyNames: {minLength: 1},
      additionalProperties: text,
    },
  },
} as const;
