// What every benchmark script shares: its `--name=value` options, percentiles, a process's resident
// memory, and signed API requests sent over HTTP. The benchmarks' databases are bench-database.mjs's.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildSignedRequest } from '@sewa/domain';

/** `--units=10 --keep` → `{ units: '10', keep: 'true' }`. */
export const benchArgs = () =>
  Object.fromEntries(
    process.argv.slice(2).map((a) => {
      const [k, v] = a.replace(/^--/, '').split('=');
      return [k, v ?? 'true'];
    }),
  );

/** The p-th percentile of ascending `sorted`. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

let gc;
/**
 * A full garbage collection of this process now. The load generator calls it before each round: its heap
 * of earlier rounds' signed requests and answers (~0.5 GB) was otherwise collected in the middle of a
 * round, a 0.1 s pause of every client that showed as the server's p99.
 */
export function collectGarbage() {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc');
  }
  gc();
}

/** A process's resident memory now and at its highest so far (VmRSS, VmHWM), in MB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)[1]) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/** A call in the signed envelope (docs/protocol.md), encoded once so it can be sent as it is. */
export async function signedCall({ secret, deviceInfo }, call, payload) {
  const req = await buildSignedRequest({ payload, secret, deviceInfo });
  const encoded = new Request('http://bench.local/', { method: 'POST', body: req.body });
  const body = Buffer.from(await encoded.arrayBuffer());
  return {
    method: 'POST',
    path: `/api/v1/${call}`,
    headers: {
      ...req.headers,
      'content-type': encoded.headers.get('content-type'),
      'content-length': body.length,
    },
    body,
  };
}

/** Sends a request to 127.0.0.1:`port` through `agent`: its HTTP status and body. */
export function sendRequest(agent, port, r) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: '127.0.0.1', port, method: r.method ?? 'POST', path: r.path, headers: r.headers },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(r.body);
  });
}
