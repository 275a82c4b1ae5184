/**
 * The veYFI token and the gauges its registry lists today, in registry order:
 * the plain facts the veYFI calculator reads. The address page builds its
 * entries (notes, registry checks) from this list in ./veyfi.ts, so the
 * calculator does not load that page's data.
 */

export interface GaugeFacts {
  slug: string;
  gauge: {id: string; name: string; address: `0x${string}`};
  /** The vault whose shares the gauge takes as deposits. */
  vault: {name: string; address: `0x${string}`};
  symbol: string;
  registryIndex: number;
  /** Decimals of the vault shares, and so of the gauge's `totalAssets()`. */
  decimals: number;
}

export const veyfiTokenAddress: `0x${string}` = '0x90c1f9220d90d3966FbeE24045EDd73E1d588aD5';

function gauge(
  slug: string,
  name: string,
  symbol: string,
  address: `0x${string}`,
  registryIndex: number,
  vault: GaugeFacts['vault'],
  decimals: number,
): GaugeFacts {
  return {slug, gauge: {id: `veyfi/gauge-${slug}`, name, address}, vault, symbol, registryIndex, decimals};
}

export const veyfiGauges: readonly GaugeFacts[] = [
  gauge(
    'curve-yfi-eth',
    'yGauge Curve YFI-ETH Pool yVault',
    'yG-yvCurve-YFIETH',
    '0x7Fd8Af959B54A677a1D8F92265Bd0714274C56a3',
    0,
    {name: 'Curve YFI-ETH Pool yVault', address: '0x790a60024bC3aea28385b60480f15a0771f26D09'},
    18,
  ),
  gauge(
    'curve-dyfi-eth',
    'yGauge Curve dYFIETH-f Factory yVault',
    'yG-yvCurve-dYFIETH-f-f',
    '0x28da6dE3e804bDdF0aD237CFA6048f2930D0b4Dc',
    1,
    {name: 'Curve dYFIETH-f Factory yVault', address: '0xf70B3F1eA3BFc659FFb8b27E84FAE7Ef38b5bD3b'},
    18,
  ),
  gauge(
    'lp-ycrv-v2',
    'yGauge LP Yearn CRV Vault v2',
    'yG-lp-yCRVv2',
    '0x107717C98C8125A94D3d2Cc82b86a1b705f3A27C',
    2,
    {name: 'lp-yCRV v2 (vault)', address: '0x6E9455D109202b426169F0d8f01A3332DAE160f3'},
    18,
  ),
  gauge(
    'curve-yeth',
    'yGauge Curve yETH Factory yVault',
    'yG-yvCurve-yETH-f',
    '0x81d93531720d86f0491DeE7D03f30b3b5aC24e59',
    3,
    {name: 'Curve yETH Factory yVault', address: '0x58900d761Ae3765B75DDFc235c1536B527F25d8F'},
    18,
  ),
  gauge(
    'usds-1',
    'yGauge USDS-1 yVault',
    'yG-yvUSDS-1',
    '0xd57aEa3686d623dA2dCEbc87010a4F2F38Ac7B15',
    4,
    {name: 'USDS-1 yVault', address: '0x182863131F9a4630fF9E27830d945B1413e347E8'},
    18,
  ),
  gauge(
    'usdc-1',
    'yGauge USDC-1 yVault',
    'yG-yvUSDC-1',
    '0x622fA41799406B120f9a40dA843D358b7b2CFEE3',
    5,
    {name: 'USDC-1 yVault', address: '0xBe53A109B494E5c9f97b9Cd39Fe969BE68BF6204'},
    6,
  ),
  gauge(
    'dai-1',
    'yGauge DAI-1 yVault',
    'yG-yvDAI-1',
    '0x128e72DfD8b00cbF9d12cB75E846AC87B83DdFc9',
    6,
    {name: 'DAI-1 yVault', address: '0x028eC7330ff87667b6dfb0D94b954c820195336c'},
    18,
  ),
  gauge(
    'weth-1',
    'yGauge WETH-1 yVault',
    'yG-yvWETH-1',
    '0x5943F7090282Eb66575662EADf7C60a717a7cE4D',
    7,
    {name: 'WETH-1 yVault', address: '0xc56413869c6CDf96496f2b1eF801fEDBdFA7dDB0'},
    18,
  ),
  gauge(
    'curve-sdyfi-v2',
    'yGauge Curve sdYFIv2 Factory yVault',
    'yG-yvCurve-sdYFIv2-f',
    '0xB61F8fff8Dd8C438E0d61C07b5536cE3d728f660',
    8,
    {name: 'Curve sdYFIv2 Factory yVault', address: '0x93cF0b02D0A2B61551d107378AFf60CEAe40c342'},
    18,
  ),
  gauge(
    'curve-upyfi',
    'yGauge Curve upYFI Factory yVault',
    'yG-yvCurve-upYFI-f',
    '0xf719B2d3925CC445D2Bb67FA12963265E224Fa11',
    9,
    {name: 'Curve upYFI Factory yVault', address: '0xFCa9Ab2996e7b010516adCC575eB63de4f4fa47A'},
    18,
  ),
  gauge(
    'curve-coveyfi',
    'yGauge Curve COVEYFI Factory yVault',
    'yG-yvCurve-COVEYFI-f',
    '0x97A597CBcA514AfCc29cD300f04F98d9DbAA3624',
    10,
    {name: 'Curve COVEYFI Factory yVault', address: '0x6A5694C1b37fFA30690b6b60D8Cf89c937d408aD'},
    18,
  ),
  gauge(
    'dai-2',
    'yGauge DAI-2 yVault',
    'yG-yvDAI-2',
    '0x38E3d865e34f7367a69f096C80A4fc329DB38BF4',
    11,
    {name: 'DAI-2 yVault', address: '0x92545bCE636E6eE91D88D2D017182cD0bd2fC22e'},
    18,
  ),
  gauge(
    'weth-2',
    'yGauge WETH-2 yVault',
    'yG-yvWETH-2',
    '0x8E2485942B399EA41f3C910c1Bb8567128f79859',
    12,
    {name: 'WETH-2 yVault', address: '0xAc37729B76db6438CE62042AE1270ee574CA7571'},
    18,
  ),
  gauge(
    'crvusd-2',
    'yGauge crvUSD-2 yVault',
    'yG-yvcrvUSD-2',
    '0x71c3223D6f836f84cAA7ab5a68AAb6ECe21A9f3b',
    13,
    {name: 'yvcrvUSD (crvUSD vault)', address: '0xBF319dDC2Edc1Eb6FDf9910E39b37Be221C8805F'},
    18,
  ),
];

/** The deposit vault of a gauge; the yCRV page publishes two of them with these facts. */
export function gaugeVault(slug: string): GaugeFacts['vault'] {
  const found = veyfiGauges.find((g) => g.slug === slug);
  if (!found) throw new Error(`No veYFI gauge "${slug}".`);
  return found.vault;
}
