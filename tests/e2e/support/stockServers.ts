/**
 * The static servers people reach for first, each serving a build with its
 * stock configuration on a free loopback port: nginx as Debian ships it (its
 * default site's `try_files $uri $uri/ =404`, installed with apt-get when it
 * is missing) and `python3 -m http.server`.
 */
import {type ChildProcess, execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {freeLoopbackPortSync} from '@site/tests/e2e/support/loopbackServer';

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

const NGINX = '/usr/sbin/nginx';

/** Installs Debian's nginx package when it is missing (as root, or through sudo). */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  const asRoot = process.getuid?.() === 0;
  const aptGet = (args: string[]) =>
    asRoot
      ? execFileSync('apt-get', args, {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}})
      : execFileSync('sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args], {stdio: 'inherit'});
  aptGet(['update']);
  aptGet(['install', '-y', '--no-install-recommends', 'nginx']);
}

/**
 * Debian's /etc/nginx/sites-available/default, as shipped, with only where it
 * listens and what it serves changed, and `serverLines` added to its server
 * block; the surrounding file gives nginx a pid file and logs it can write as
 * any user.
 */
function nginxConfig(root: string, port: number, workDir: string, serverLines: string): string {
  return `worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.html index.htm index.nginx-debian.html;
    server_name _;
${serverLines}
    location / {
      try_files $uri $uri/ =404;
    }
  }
}
`;
}

async function untilAnswering(origin: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const answered = await fetch(origin, {signal: AbortSignal.timeout(1_000)}).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer at ${origin}`);
}

function stopper(child: ChildProcess, cleanup: () => void = () => undefined): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        cleanup();
        resolve();
        return;
      }
      child.once('exit', () => {
        cleanup();
        resolve();
      });
      child.kill('SIGTERM');
    });
}

export async function startNginx(buildDir: string, serverLines = ''): Promise<RunningServer> {
  ensureNginx();
  const port = freeLoopbackPortSync();
  const workDir = mkdtempSync(path.join(tmpdir(), 'nginx-stock-'));
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(workDir, folder));
  const config = path.join(workDir, 'nginx.conf');
  writeFileSync(config, nginxConfig(path.resolve(buildDir), port!, workDir, serverLines));
  // As root nginx runs its workers as `nobody`; the build must be readable by them, as on a real host.
  const child = spawn(NGINX, ['-p', workDir, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await untilAnswering(origin, child, 'nginx');
  return {origin, stop: stopper(child, () => rmSync(workDir, {recursive: true, force: true}))};
}

export async function startPythonHttpServer(buildDir: string): Promise<RunningServer> {
  const port = freeLoopbackPortSync();
  const child = spawn(
    'python3',
    ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', path.resolve(buildDir)],
    {stdio: 'ignore'},
  );
  const origin = `http://127.0.0.1:${port}`;
  await untilAnswering(origin, child, 'python3 -m http.server');
  return {origin, stop: stopper(child)};
}
