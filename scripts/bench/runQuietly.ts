/** Runs a command with its output discarded, and rejects with the tail of its stderr when it fails. */
import {spawn} from 'node:child_process';

export function runQuietly(
  command: string,
  args: readonly string[],
  options: {env: NodeJS.ProcessEnv; cwd?: string; what: string},
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {cwd: options.cwd, env: options.env, stdio: ['ignore', 'ignore', 'pipe']});
    let errors = '';
    child.stderr.on('data', (data: Buffer) => {
      errors += data.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${options.what} failed (${code}): ${errors.slice(-2000)}`)),
    );
  });
}
