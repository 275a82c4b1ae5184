/**
 * The stand-ins of the test nodes as several Playwright workers use them:
 * each worker stores its spec's answers on the one shared node, sending from
 * the same account, and every answer sent at the same moment takes effect.
 */

import {type AnvilNode, freePort, startAnvil} from '@site/harness/chain/anvil';
import {installStandIns, setAnswers} from '@site/harness/chain/standIns';
import {createPublicClient, encodeAbiParameters, getAddress, type Hex, http, toHex} from 'viem';
import {afterAll, beforeAll, expect, it} from 'vitest';

// Any address with a stand-in: the node's own code decides what answers.
const target = getAddress('0x696d02Db93291651ED510704c9b286841d506987');

let node: AnvilNode;
beforeAll(async () => {
  node = await startAnvil({port: await freePort(), chainId: 1});
  await installStandIns(node.url, 1);
}, 60_000);
afterAll(async () => {
  await node?.stop();
});

it('stores every answer when two senders store theirs at the same moment', async () => {
  const client = createPublicClient({transport: http(node.url)});
  const answersOf = (sender: number, round: number) =>
    Array.from({length: 4}, (_, i) => ({
      target,
      callData: toHex(`sender ${sender} round ${round} call ${i}`),
      answer: encodeAbiParameters([{type: 'uint256'}], [BigInt(sender * 1000 + round * 10 + i)]),
    }));
  for (let round = 0; round < 5; round++) {
    const batches = [answersOf(1, round), answersOf(2, round)];
    await Promise.all(batches.map((answers) => setAnswers(node.url, answers)));
    for (const {callData, answer} of batches.flat())
      expect((await client.call({to: target, data: callData as Hex})).data).toBe(answer);
  }
}, 60_000);
