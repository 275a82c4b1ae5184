/**
 * The RPC endpoint baked into the end-to-end build (`RPC_URL`): the local
 * anvil that the chain-backed specs start. Other specs never reach it; their
 * pages show the designed "not checked" state instead.
 */
/** `npm test` chooses a free port before it builds; 47545 serves a manual run. */
export const anvilPort = Number(process.env.E2E_ANVIL_PORT || 47545);
export const anvilUrl = `http://127.0.0.1:${anvilPort}`;
export const anvilOrigin = new URL(anvilUrl).origin;
