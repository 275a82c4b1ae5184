/**
 * The panel's state: the page's ABI (fetched once per page), the chosen
 * deployment or pasted address, the arguments as typed, and the last read.
 * Parsing, calling and formatting live in src/ethereum/read/.
 */

import {findFunction} from '@site/src/contracts/abiFile';
import {type Deployment, deploymentsOf, keyOfRoute} from '@site/src/data/addresses/deployments';
import type {ChainId} from '@site/src/data/chains';
import {parseAddressInput} from '@site/src/ethereum/addressInput';
import {type EthereumSettings, publicRpcUrlOf} from '@site/src/ethereum/config';
import {type AbiValue, parseArguments, parseInput} from '@site/src/ethereum/read/abiInput';
import {chainName, nodeFaultOf, requesterFor} from '@site/src/ethereum/read/chainAdapter';
import {type ReadResult, readFunction} from '@site/src/ethereum/read/readCall';
import {snippetsOf} from '@site/src/ethereum/snippets';
import {useCallback, useEffect, useMemo, useState} from 'react';
import type {Abi, AbiFunction, Address} from 'viem';

const abiRequests = new Map<string, Promise<Abi>>();

function loadAbi(url: string): Promise<Abi> {
  let request = abiRequests.get(url);
  if (!request) {
    request = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as Abi;
    });
    request.catch(() => abiRequests.delete(url));
    abiRequests.set(url, request);
  }
  return request;
}

export type AbiState = {state: 'loading'} | {state: 'failed'} | {state: 'ready'; abi: Abi; fn: AbiFunction | undefined};

export const PASTED = 'pasted';

export interface Where {
  /** A deployment id, or PASTED. */
  choice: string;
  chainId: ChainId;
  pasted: string;
}

export type Outcome = {state: 'idle'} | {state: 'reading'} | {state: 'done'; result: ReadResult};

/** The contract's ABI and the function to read in it; `load` (re)loads them. */
function useAbi(abiUrl: string, name: string, inputs: number) {
  const [abiState, setAbiState] = useState<AbiState>({state: 'loading'});
  const load = useCallback(() => {
    let current = true;
    setAbiState({state: 'loading'});
    loadAbi(abiUrl).then(
      (abi) => current && setAbiState({state: 'ready', abi, fn: findFunction(abi, name, inputs)}),
      () => current && setAbiState({state: 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [abiUrl, name, inputs]);
  useEffect(load, [load]);
  return {abiState, load};
}

/** Why the address to read is not usable: a pasted one that is empty or malformed; none for a deployment. */
function whereProblemOf(where: Where, pastedAddress: ReturnType<typeof parseAddressInput> | null): string | undefined {
  if (where.choice !== PASTED || pastedAddress?.ok) return undefined;
  return where.pasted.trim() === ''
    ? 'Paste the address to read, or pick one of the deployments.'
    : pastedAddress?.message;
}

export function usePanelState(options: {
  route: string;
  abiUrl: string;
  settings: EthereumSettings;
  name: string;
  inputs: number;
}) {
  const {route, abiUrl, settings, name, inputs} = options;
  const deployments = useMemo<Deployment[]>(() => deploymentsOf(keyOfRoute(route)), [route]);
  const {abiState, load} = useAbi(abiUrl, name, inputs);
  const [where, setWhere] = useState<Where>({
    choice: deployments[0]?.id ?? PASTED,
    chainId: deployments[0]?.chainId ?? 1,
    pasted: '',
  });
  const [raws, setRaws] = useState<string[]>(() => Array.from({length: inputs}, () => ''));
  const [problems, setProblems] = useState<{where?: string; args: ReadonlyMap<number, string>}>({args: new Map()});
  const [outcome, setOutcome] = useState<Outcome>({state: 'idle'});

  const deployment = deployments.find((item) => item.id === where.choice);
  const chainId: ChainId = deployment ? deployment.chainId : where.chainId;
  const pastedAddress = where.choice === PASTED ? parseAddressInput(where.pasted) : null;
  const address: Address | null = deployment ? deployment.address : pastedAddress?.ok ? pastedAddress.address : null;
  const fn = abiState.state === 'ready' ? abiState.fn : undefined;

  // Each argument on its own, so the snippets show what is typed and a placeholder for the rest.
  const shownArgs: AbiValue[] = (fn?.inputs ?? []).map((param, index) => {
    const parsed = parseInput(param, raws[index] ?? '');
    return parsed.ok ? parsed.value : `<${param.name || param.type}>`;
  });
  const rpcUrl = publicRpcUrlOf(chainId, settings);
  const shown = address ?? '<address>';
  const chain = {id: chainId, name: chainName(chainId)};
  const snippets = fn ? snippetsOf({fn, address: shown, chain, args: shownArgs, rpcUrl}) : null;

  const read = useCallback(async () => {
    if (!fn || abiState.state !== 'ready') return;
    const whereProblem = whereProblemOf(where, pastedAddress);
    const args = parseArguments(fn.inputs, raws);
    setProblems({where: whereProblem, args: args.ok ? new Map() : args.problems});
    if (whereProblem || !args.ok || !address) return;
    setOutcome({state: 'reading'});
    const result = await readFunction(
      requesterFor(chainId, settings),
      {address, fn, args: args.values, abi: abiState.abi},
      nodeFaultOf(chainId),
    );
    setOutcome({state: 'done', result});
  }, [fn, abiState, where, pastedAddress, raws, address, chainId, settings]);

  return {
    deployments,
    abiState,
    retryAbi: load,
    where,
    setWhere,
    raws,
    setRaw: (index: number, value: string) =>
      setRaws((current) => current.map((item, position) => (position === index ? value : item))),
    problems,
    outcome,
    read,
    snippets,
    chainId,
  };
}
