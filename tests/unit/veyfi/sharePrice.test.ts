import {describe, expect, it} from 'vitest';
import {fetchSharePrice} from '@site/src/veyfi/sharePrice';

const vault = '0xBe53A109B494E5c9f97b9Cd39Fe969BE68BF6204';

function answering(status: number, body: unknown): typeof fetch {
  return (async (input: string | URL | Request) => {
    expect(String(input)).toBe(`https://ydaemon.example/1/vaults/${vault}`);
    return new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});
  }) as typeof fetch;
}

describe('vault share price from the yield-data service', () => {
  it('multiplies the price per share by the token price', async () => {
    await expect(fetchSharePrice('https://ydaemon.example/', vault, answering(200, {tvl: {price: 1.0002}, apr: {pricePerShare: {today: 1.05}}}))).resolves.toBeCloseTo(1.05021, 10);
  });

  it('rejects answers without a usable price', async () => {
    await expect(fetchSharePrice('https://ydaemon.example', vault, answering(200, {tvl: {}}))).rejects.toThrow('did not return a usable share price');
    await expect(fetchSharePrice('https://ydaemon.example', vault, answering(200, {tvl: {price: 0}, apr: {pricePerShare: {today: 1}}}))).rejects.toThrow('usable');
  });

  it('reports HTTP errors and unreachable services in plain words', async () => {
    await expect(fetchSharePrice('https://ydaemon.example', vault, answering(503, {}))).rejects.toThrow('The yield-data service answered with HTTP error 503.');
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(fetchSharePrice('https://ydaemon.example', vault, failing)).rejects.toThrow('The yield-data service could not be reached.');
    await expect(fetchSharePrice('', vault, failing)).rejects.toThrow('No yield-data service is configured.');
  });
});
