/**
 * ENS names the Universal Resolver could not answer on-chain, resolved one by
 * one through viem's getEnsAddress, which follows off-chain (CCIP-Read)
 * lookups. Loaded only when a page has such a name, so the action and its
 * dependencies stay out of the verification chunk.
 */
import {getEnsAddress} from 'viem/actions';
import type {YearnPublicClient} from './client';
import {describeError} from './errors';
import {type ReadAnswer, zeroAddress} from './evaluateVerification';

export async function resolveEnsOneByOne(
  client: YearnPublicClient,
  names: readonly string[],
  /** The block to resolve at; the latest when absent. */
  blockNumber?: bigint,
): Promise<Map<string, ReadAnswer>> {
  const settled = await Promise.allSettled(names.map((name) => getEnsAddress(client, {name, blockNumber})));
  return new Map(
    names.map((name, i) => {
      const outcome = settled[i]!;
      const answer: ReadAnswer =
        outcome.status === 'fulfilled'
          ? {ok: true, value: outcome.value ?? zeroAddress}
          : {ok: false, reason: describeError(outcome.reason).message};
      return [name, answer];
    }),
  );
}
