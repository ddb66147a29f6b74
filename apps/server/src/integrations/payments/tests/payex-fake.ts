import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local fake of Payex's HTTP API (ADR 0013): token by Basic auth, PaymentIntents, Transactions.
// It keeps what it was sent so tests can check the adapter's requests, and lets a test "pay" an intent.

export type TFakeIntent = {
  key: string;
  body: Record<string, unknown>;
  response: string | null;
  txnId: string | null;
};

export async function startPayexFake(merchant: { username: string; secret: string }) {
  const tokens = new Set<string>();
  const intents: TFakeIntent[] = [];
  const requests: { method: string; path: string; authorization: string | undefined }[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => resolve(body));
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (req.method === 'POST' && url.pathname === '/api/Auth/Token') {
      const basic = Buffer.from(req.headers.authorization?.replace(/^Basic /, '') ?? '', 'base64').toString();
      if (basic !== `${merchant.username}:${merchant.secret}`) return json(401, { message: 'Unauthorized' });
      const token = randomBytes(8).toString('hex');
      tokens.add(token);
      return json(200, { token, expiration: '2099-01-01T00:00:00Z' });
    }
    if (!tokens.has(bearer)) return json(401, { message: 'Unauthorized' });
    if (req.method === 'POST' && url.pathname === '/api/v1/PaymentIntents') {
      const body = JSON.parse(await read(req)) as Record<string, unknown>[];
      const first = body[0];
      if (!Array.isArray(body) || !first || Number(first.amount) < 100)
        return json(400, { status: '99', message: 'Bad request' });
      const key = randomBytes(6).toString('hex');
      intents.push({ key, body: first, response: null, txnId: null });
      return json(200, { status: '00', result: [{ key, url: `http://fake.payex/Payment/Form/${key}` }] });
    }
    if (req.method === 'GET' && url.pathname === '/api/v1/Transactions') {
      const ref = url.searchParams.get('reference_number');
      const found = intents.filter((i) => i.body.reference_number === ref && i.response);
      return json(200, {
        status: '00',
        result: found.map((i) => ({
          reference_number: ref,
          txn_id: i.txnId,
          response: i.response,
          amount: i.body.amount,
          currency: i.body.currency,
        })),
      });
    }
    return json(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    intents,
    requests,
    /** The payer finishes on Payex's page: the intent gets a transaction and a response code. */
    pay(key: string, response = '00') {
      const intent = intents.find((i) => i.key === key)!;
      intent.response = response;
      intent.txnId = `PX${randomBytes(6).toString('hex')}`;
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
