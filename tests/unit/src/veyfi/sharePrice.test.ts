import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {
  fetchPriceServiceSharePrice,
  fetchSharePrice,
  loadSharePrice,
  SharePriceUnavailableError,
} from '@site/src/veyfi/sharePrice';
import {afterEach, describe, expect, it} from 'vitest';

const vault = '0xBe53A109B494E5c9f97b9Cd39Fe969BE68BF6204';

/** What a local stand-in answers: a status and a body (an object is sent as JSON, a string as it is). */
type Answer = {status: number; body: unknown};

interface StandIn {
  url: string;
  /** Paths with their query, as requested. */
  requests: string[];
}

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A local HTTP service answering every request with `answer`. */
async function standIn(answer: Answer): Promise<StandIn> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(answer.status, {'content-type': 'application/json'});
    response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests};
}

/** A local address where nothing listens: a service that is down. */
async function downService(): Promise<string> {
  const {url} = await standIn({status: 200, body: {}});
  await new Promise((resolve) => servers.pop()!.close(resolve));
  return url;
}

const yDaemonAnswer = {tvl: {price: 1.0002}, apr: {pricePerShare: {today: 1.05}}};
const priceServiceAnswer = {chain: 'ethereum', token: vault, block: 21_900_000, price: 1.07, cached: false};

describe('vault share price from the yield-data service', () => {
  it('multiplies the price per share by the token price, asking for the vault on mainnet', async () => {
    const ydaemon = await standIn({status: 200, body: yDaemonAnswer});
    await expect(fetchSharePrice(`${ydaemon.url}/`, vault)).resolves.toBeCloseTo(1.05021, 10);
    expect(ydaemon.requests).toEqual([`/1/vaults/${vault}`]);
  });

  it('rejects answers without a usable price', async () => {
    for (const body of [
      {tvl: {}},
      {tvl: {price: 0}, apr: {pricePerShare: {today: 1}}},
      {tvl: {price: true}, apr: {pricePerShare: {today: 1}}},
      [],
      null,
    ]) {
      const ydaemon = await standIn({status: 200, body});
      await expect(fetchSharePrice(ydaemon.url, vault), JSON.stringify(body)).rejects.toThrow(
        'The yield-data service did not return a usable share price.',
      );
    }
  });

  it('reports HTTP errors, answers that are not JSON and unreachable services in plain words', async () => {
    await expect(fetchSharePrice((await standIn({status: 503, body: {}})).url, vault)).rejects.toThrow(
      'The yield-data service answered with HTTP error 503.',
    );
    await expect(
      fetchSharePrice((await standIn({status: 200, body: '<html>maintenance</html>'})).url, vault),
    ).rejects.toThrow('The yield-data service did not answer with JSON.');
    await expect(fetchSharePrice(await downService(), vault)).rejects.toThrow(
      'The yield-data service could not be reached.',
    );
    await expect(fetchSharePrice('', vault)).rejects.toThrow('No yield-data service is configured.');
  });
});

describe('vault share price from the price service', () => {
  it('reads the USD price of the vault token on Ethereum', async () => {
    const prices = await standIn({status: 200, body: priceServiceAnswer});
    await expect(fetchPriceServiceSharePrice(`${prices.url}/`, vault)).resolves.toBe(1.07);
    expect(prices.requests).toEqual([`/price?chain=ethereum&token=${vault}`]);
  });

  it('rejects malformed answers: no price, a null price (the service could not price it), not JSON', async () => {
    for (const body of [
      {chain: 'ethereum'},
      {...priceServiceAnswer, price: null},
      {...priceServiceAnswer, price: -1},
      {error: 'Token not found'},
    ]) {
      const prices = await standIn({status: 200, body});
      await expect(fetchPriceServiceSharePrice(prices.url, vault), JSON.stringify(body)).rejects.toThrow(
        'The price service did not return a usable share price.',
      );
    }
    await expect(
      fetchPriceServiceSharePrice((await standIn({status: 200, body: 'not json'})).url, vault),
    ).rejects.toThrow('The price service did not answer with JSON.');
    await expect(
      fetchPriceServiceSharePrice((await standIn({status: 404, body: {error: 'Token not found'}})).url, vault),
    ).rejects.toThrow('The price service answered with HTTP error 404.');
    await expect(fetchPriceServiceSharePrice('', vault)).rejects.toThrow('No price service is configured.');
  });
});

describe('the calculator’s share price: the yield-data service, else the price service', () => {
  it('uses the yield-data service when it answers, without asking the price service', async () => {
    const ydaemon = await standIn({status: 200, body: yDaemonAnswer});
    const prices = await standIn({status: 200, body: priceServiceAnswer});
    const price = await loadSharePrice({ydaemonUrl: ydaemon.url, priceServiceUrl: prices.url}, vault);
    expect(price.source).toBe('yield-data service');
    expect(price.value).toBeCloseTo(1.05021, 10);
    expect(prices.requests).toEqual([]);
  });

  it('asks the price service when the yield-data service is down', async () => {
    const prices = await standIn({status: 200, body: priceServiceAnswer});
    await expect(
      loadSharePrice({ydaemonUrl: await downService(), priceServiceUrl: prices.url}, vault),
    ).resolves.toEqual({value: 1.07, source: 'price service'});
    expect(prices.requests).toHaveLength(1);
  });

  it('asks the price service when the yield-data service answers with an error or a malformed price', async () => {
    for (const answer of [
      {status: 500, body: {}},
      {status: 200, body: {tvl: {price: 'n/a'}}},
      {status: 200, body: '{"tvl":'},
    ]) {
      const ydaemon = await standIn(answer);
      const prices = await standIn({status: 200, body: priceServiceAnswer});
      await expect(
        loadSharePrice({ydaemonUrl: ydaemon.url, priceServiceUrl: prices.url}, vault),
        JSON.stringify(answer),
      ).resolves.toEqual({value: 1.07, source: 'price service'});
    }
  });

  it('when both are down, says why each failed', async () => {
    const failure = loadSharePrice({ydaemonUrl: await downService(), priceServiceUrl: await downService()}, vault);
    await expect(failure).rejects.toBeInstanceOf(SharePriceUnavailableError);
    await expect(failure).rejects.toThrow(
      'Neither service gave a share price. The yield-data service could not be reached. The price service could not be reached.',
    );
  });

  it('when one is down and the other answers nonsense, says both', async () => {
    const prices = await standIn({status: 200, body: {...priceServiceAnswer, price: null}});
    const error = await loadSharePrice({ydaemonUrl: await downService(), priceServiceUrl: prices.url}, vault).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SharePriceUnavailableError);
    expect((error as SharePriceUnavailableError).reasons).toEqual([
      {source: 'yield-data service', message: 'The yield-data service could not be reached.'},
      {source: 'price service', message: 'The price service did not return a usable share price.'},
    ]);
  });

  it('without a configured price service, still says the yield-data service failed', async () => {
    await expect(
      loadSharePrice({ydaemonUrl: (await standIn({status: 502, body: {}})).url, priceServiceUrl: ''}, vault),
    ).rejects.toThrow(
      'Neither service gave a share price. The yield-data service answered with HTTP error 502. No price service is configured.',
    );
  });
});
