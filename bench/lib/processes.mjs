// Start and stop the servers under test as separate processes, so the load generator never shares one.
import { spawn } from 'node:child_process';
import { sleep } from './env.mjs';

export async function startProcess(command, args, { env = {}, cwd, healthUrl, timeoutMs = 120_000, name = command } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => {
    output = (output + d).slice(-4000);
  });
  child.stderr.on('data', (d) => {
    output = (output + d).slice(-4000);
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited early (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(healthUrl);
      if (res.ok) return { child, stop: () => stopProcess(child, exited), output: () => output };
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not become healthy at ${healthUrl}:\n${output}`);
}

async function stopProcess(child, exited) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
