import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local fake of an SMS provider's HTTP API (the shape of sms-http-transport.ts) on 127.0.0.1: it checks
// the bearer key, keeps what it was sent, and answers a test's chosen status for numbers it is told to.

export type TFakeSms = { from: string; to: string; text: string; authorization: string | undefined };

export async function startSmsFake(apiKey: string) {
  const received: TFakeSms[] = [];
  /** A status to answer for a number (e.g. 400 for a bad number, 503 for an outage). */
  const answerFor = new Map<string, number>();
  let nextId = 1000;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.method !== 'POST' || req.url !== '/v1/sms') return json(404, { error: 'not found' });
      if (req.headers.authorization !== `Bearer ${apiKey}`) return json(401, { error: 'bad key' });
      const sms = JSON.parse(body) as Omit<TFakeSms, 'authorization'>;
      const status = answerFor.get(sms.to);
      if (status) return json(status, { error: 'refused' });
      received.push({ ...sms, authorization: req.headers.authorization });
      return json(201, { id: `msg-${nextId++}`, status: 'accepted' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/sms`,
    received,
    answerFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
