// Runs autocannon in its own process (the load generator must not share the server's event loop).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './env.mjs';

const AUTOCANNON = path.join(ROOT, 'node_modules/autocannon/autocannon.js');

/** @returns {Promise<{rps:number,p50:number,p99:number,errors:number,non2xx:number,requests:number}>} */
export function runLoad({ url, method = 'GET', body, connections, durationSec }) {
  const args = [AUTOCANNON, '-j', '-c', String(connections), '-d', String(durationSec)];
  if (method !== 'GET') args.push('-m', method);
  if (body !== undefined) args.push('-H', 'content-type=application/json', '-b', JSON.stringify(body));
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon failed (${code}): ${err}`));
      try {
        const r = JSON.parse(out);
        resolve({
          rps: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.timeouts,
          non2xx: r.non2xx,
          requests: r.requests.total,
        });
      } catch (e) {
        reject(new Error(`autocannon output unreadable: ${e.message}\n${out.slice(0, 500)}`));
      }
    });
  });
}
