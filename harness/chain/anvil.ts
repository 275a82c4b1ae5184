/**
 * Starts anvil, the local Ethereum node Foundry ships as an npm package per
 * platform (an optional dependency of this project), on 127.0.0.1 with the
 * chain id asked for (1 by default), and waits until it answers. Shared by the Vitest chain project and
 * the end-to-end tests. ANVIL_PATH names another anvil binary.
 */
import {type ChildProcess, spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import net from 'node:net';
import path from 'node:path';

export interface AnvilNode {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** Foundry's npm package of anvil for each platform and processor it builds for. */
const ANVIL_PACKAGES: Readonly<Record<string, string>> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
};

export class AnvilMissingError extends Error {
  override name = 'AnvilMissingError';
}

/**
 * The anvil binary: ANVIL_PATH, else the package for this platform, resolved
 * from the project root (which both Vitest and Playwright run in).
 */
export function anvilBinary(
  {platform, arch, env}: {platform: string; arch: string; env: NodeJS.ProcessEnv} = {
    platform: process.platform,
    arch: process.arch,
    env: process.env,
  },
): string {
  if (env.ANVIL_PATH) return env.ANVIL_PATH;
  const name = ANVIL_PACKAGES[`${platform}-${arch}`];
  const install =
    'install Foundry (https://getfoundry.sh, `foundryup`) and set ANVIL_PATH to its anvil binary, e.g. ANVIL_PATH=$(which anvil) npm test';
  if (!name) throw new AnvilMissingError(`No anvil package for ${platform}-${arch}: ${install}`);
  try {
    return createRequire(path.resolve('package.json')).resolve(`${name}/bin/anvil`);
  } catch {
    throw new AnvilMissingError(
      `${name} is not installed (run npm install, which installs it for ${platform}-${arch}), or ${install}`,
    );
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answersChainId(url: string, chainId: number): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: []}),
    });
    const body = (await response.json()) as {result?: string};
    return body.result === `0x${chainId.toString(16)}`;
  } catch {
    return false;
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface StartAnvilOptions {
  port?: number;
  /** Keep the node running after this process exits (used when several test workers share it). */
  detached?: boolean;
  /** The EIP-155 id the node answers with (`--chain-id`); 1 by default. */
  chainId?: number;
}

export async function startAnvil(options: StartAnvilOptions = {}): Promise<AnvilNode> {
  const port = options.port ?? (await freePort());
  const chainId = options.chainId ?? 1;
  const url = `http://127.0.0.1:${port}`;
  // Something already answering would be mistaken for the new node.
  if (await answersChainId(url, chainId)) throw new Error(`a node is already listening on port ${port}`);
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'];
  const child = spawn(anvilBinary(), args, {
    stdio: 'ignore',
    detached: options.detached ?? false,
  });
  if (options.detached) child.unref();
  const deadline = Date.now() + 15_000;
  while (!(await answersChainId(url, chainId))) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode} (port ${port} in use?)`);
    if (Date.now() > deadline) {
      await stopProcess(child);
      throw new Error('anvil did not answer within 15 s');
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return {url, port, pid: child.pid!, stop: () => stopProcess(child)};
}
