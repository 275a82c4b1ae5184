import {entryById} from '@site/src/data/addresses';
import {findPublished} from '@site/src/data/addresses/lookup';
import {v3Chains} from '@site/src/data/addresses/v3';
import {chainsToRead, inspectAddress} from '@site/src/ethereum/addressChecker';
import {addressFromExplorerUrl, parseAddressInput} from '@site/src/ethereum/addressInput';
import {describe, expect, it} from 'vitest';

const ychad = entryById('core/ychad')!.address;

describe('address input', () => {
  it('accepts a checksummed address and says so', () => {
    expect(parseAddressInput(`  ${ychad} `)).toEqual({ok: true, address: ychad, checksummed: true});
  });

  it('accepts all-lower-case and all-upper-case input and returns the checksummed form', () => {
    expect(parseAddressInput(ychad.toLowerCase())).toEqual({ok: true, address: ychad, checksummed: false});
    expect(parseAddressInput(`0x${ychad.slice(2).toUpperCase()}`)).toEqual({
      ok: true,
      address: ychad,
      checksummed: false,
    });
  });

  it('gives a precise message for each kind of bad input', () => {
    expect(parseAddressInput('')).toMatchObject({ok: false, problem: 'empty'});
    expect(parseAddressInput(ychad.slice(2))).toMatchObject({
      ok: false,
      problem: 'no-prefix',
      message: 'An Ethereum address starts with 0x.',
    });
    expect(parseAddressInput('ychad.eth')).toMatchObject({
      ok: false,
      problem: 'no-prefix',
      message: expect.stringContaining('ENS name'),
    });
    expect(parseAddressInput(ychad.slice(0, -1))).toMatchObject({
      ok: false,
      problem: 'wrong-length',
      message: 'An address has exactly 40 hexadecimal characters after 0x; this one has 39.',
    });
    expect(parseAddressInput(`${ychad}0`)).toMatchObject({
      ok: false,
      problem: 'wrong-length',
      message: expect.stringContaining('this one has 41'),
    });
    expect(parseAddressInput(`0x${'g'.repeat(40)}`)).toMatchObject({
      ok: false,
      problem: 'not-hex',
      message: expect.stringContaining('character 3 is “g”'),
    });
  });

  it('rejects a mixed-case address whose checksum does not match', () => {
    // Flip the case of one letter of a valid checksummed address.
    const index = [...ychad].findIndex((c, i) => i > 1 && /[a-f]/i.test(c));
    const flipped =
      ychad.slice(0, index) +
      (ychad[index] === ychad[index]!.toUpperCase() ? ychad[index]!.toLowerCase() : ychad[index]!.toUpperCase()) +
      ychad.slice(index + 1);
    expect(parseAddressInput(flipped)).toMatchObject({
      ok: false,
      problem: 'bad-checksum',
      message: expect.stringContaining('does not match'),
    });
  });
});

describe('lookup in the published data', () => {
  it('finds every listing of an address, with page, group and status', () => {
    const matches = findPublished(ychad.toLowerCase());
    expect(matches.map((m) => m.entry.id).sort()).toEqual(['core/ychad', 'index/ychad', 'v3/daddy']);
    const core = matches.find((m) => m.entry.id === 'core/ychad')!;
    expect(core).toMatchObject({
      pageTitle: 'Core Yearn Contract Addresses',
      route: '/developers/addresses/core-contracts',
      groupTitle: 'Ethereum',
      chainName: 'Ethereum',
    });
  });

  it('reports replaced addresses as deprecated with their label', () => {
    const [old] = findPublished(entryById('veyfi/dyfi-redemption-previous')!.address);
    expect(old!.entry).toMatchObject({status: 'deprecated', label: 'Replaced'});
    expect(old!.productNotice).toMatch(/stYFI/);
  });

  it('finds nothing for an address Yearn does not publish', () => {
    expect(findPublished('0x000000000000000000000000000000000000dEaD')).toEqual([]);
  });
});

describe('explorer links pasted into the checker', () => {
  const lower = ychad.toLowerCase();

  it('takes the address out of an address page link, with or without scheme, tab, query or trailing slash', () => {
    for (const link of [
      `https://etherscan.io/address/${ychad}`,
      `https://etherscan.io/address/${lower}#code`,
      `etherscan.io/address/${ychad}/`,
      `www.etherscan.io/address/${ychad}?tab=holders`,
      `https://arbiscan.io/address/${ychad}#readContract`,
      `https://www.oklink.com/fantom/address/${lower}`,
      `  https://basescan.org/contract/${ychad}  `,
    ]) {
      expect(addressFromExplorerUrl(link), link).toMatchObject({ok: true, page: 'address'});
      expect(parseAddressInput(link), link).toMatchObject({ok: true, address: ychad, fromLink: 'address'});
    }
  });

  it('reads the chain of any listed chain’s explorer from the link', () => {
    const cases = [
      [`https://basescan.org/address/${ychad}`, 8453],
      [`https://optimistic.etherscan.io/address/${ychad}`, 10],
      [`https://katanascan.com/address/${ychad}`, 747474],
      [`https://polygonscan.com/address/${ychad}`, 137],
      [`https://arbiscan.io/address/${ychad}`, 42161],
      [`https://www.oklink.com/fantom/address/${ychad}`, 250],
    ] as const;
    for (const [link, chainId] of cases) expect(parseAddressInput(link), link).toMatchObject({linkChain: chainId});
    expect(parseAddressInput(`https://explorer.example/address/${ychad}`)).not.toHaveProperty('linkChain');
  });

  it('reads the published chains of a same-address deployment, and every chain for an unknown address', () => {
    const inspection = inspectAddress(entryById('v3/router')!.address);
    // The router sits at one create2 address on every chain with the V3 protocol.
    expect('matches' in inspection && chainsToRead(inspection)).toEqual(v3Chains);
    const unknown = inspectAddress('https://basescan.org/address/0x000000000000000000000000000000000000dEaD');
    expect('matches' in unknown && chainsToRead(unknown)).toEqual([8453]);
  });

  it('takes the token, not the holder filter, out of a token page link', () => {
    const holder = '0x000000000000000000000000000000000000dEaD';
    expect(addressFromExplorerUrl(`https://etherscan.io/token/${ychad}?a=${holder}`)).toEqual({
      ok: true,
      page: 'token',
      address: ychad,
      chainId: 1,
    });
    expect(parseAddressInput(`https://etherscan.io/token/${lower}?a=${holder}`)).toEqual({
      ok: true,
      address: ychad,
      checksummed: false,
      fromLink: 'token',
      linkChain: 1,
    });
  });

  it('checks the address in a link like a typed one', () => {
    expect(parseAddressInput(`https://etherscan.io/address/${ychad.slice(0, -1)}`)).toMatchObject({
      ok: false,
      problem: 'wrong-length',
    });
    const badChecksum = `0x${ychad.slice(2, 3).toLowerCase() === ychad.slice(2, 3) ? ychad.slice(2, 3).toUpperCase() : ychad.slice(2, 3).toLowerCase()}${ychad.slice(3)}`;
    if (/[a-f]/i.test(ychad.slice(2, 3)))
      expect(parseAddressInput(`https://etherscan.io/address/${badChecksum}`)).toMatchObject({
        ok: false,
        problem: 'bad-checksum',
      });
  });

  it('says what a link to another kind of page is, instead of calling it an ENS name', () => {
    const tx = `https://etherscan.io/tx/0x${'ab'.repeat(32)}`;
    expect(parseAddressInput(tx)).toMatchObject({
      ok: false,
      problem: 'not-an-address-link',
      message: expect.stringContaining('a transaction page'),
    });
    expect(parseAddressInput('https://etherscan.io/block/123')).toMatchObject({
      message: expect.stringContaining('a block page'),
    });
    expect(parseAddressInput('https://etherscan.io/')).toMatchObject({
      problem: 'not-an-address-link',
      message: expect.stringContaining('names no address'),
    });
    for (const message of [tx, 'https://etherscan.io/'].map(
      (link) => (parseAddressInput(link) as {message: string}).message,
    ))
      expect(message).not.toContain('ENS');
  });

  it('leaves plain addresses and ENS names to the usual rules', () => {
    expect(addressFromExplorerUrl(ychad)).toBeNull();
    expect(addressFromExplorerUrl('ychad.eth')).toBeNull();
    expect(parseAddressInput('ychad.eth')).toMatchObject({
      problem: 'no-prefix',
      message: expect.stringContaining('ENS name'),
    });
    expect(parseAddressInput(ychad)).toEqual({ok: true, address: ychad, checksummed: true});
  });
});
