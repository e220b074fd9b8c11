import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const API_ROOT = path.resolve(__dirname, '../..');

/**
 * A free TCP port on 127.0.0.1 below the kernel's ephemeral range, for a server that must keep its port across a
 * restart (the Redis that the reconnect suite stops and starts). The kernel hands out ports in that range to every
 * `listen(0)` and outgoing connection of the suites running beside it, so a port taken from there could be given
 * to another server while this one is down; below the range it can only be taken by a fixed port.
 */
export async function spareFixedPort(): Promise<number> {
  const [ephemeralLow] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  const low = 10_000;
  const high = Math.max(low + 1, (ephemeralLow ?? 32_768) - 1);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low));
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      server.close();
      await once(server, 'close');
      return port;
    }
  }
  throw new Error(`no free port found between ${low} and ${high}`);
}

export interface ApiProcess {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the API as its own process (from the TypeScript sources: register-ts.cjs) on a port the kernel chooses
 * (PORT=0), reads the port from its "listening on" line and waits until it is healthy. (A port chosen here and
 * bound by the child seconds later could meanwhile be taken by another suite's server, which would then answer
 * this instance's requests.)
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ['-r', path.join(API_ROOT, 'test/support/register-ts.cjs'), path.join(API_ROOT, 'src/main.ts')], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-8000)));
  child.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-8000)));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API process exited (${child.exitCode}):\n${output}`);
    const port = /Homeward listening on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
    const url = `http://127.0.0.1:${port}`;
    const ok =
      port !== undefined &&
      (await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ok) return { url, output: () => output, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the API process did not become healthy:\n${output}`);
}
