import { PermanentDeliveryError, type TTransport } from './messaging';

// SMS through a provider's HTTP API (SMS_PROVIDER=http; docs/deployment.md "SMS provider"). The request:
//   POST SMS_API_URL
//   Authorization: Bearer SMS_API_KEY
//   Content-Type: application/json
//   {"from": SMS_SENDER, "to": "+60123456789", "text": "…"}
// A 2xx is sent (the answer's `id` or `message_id`, when JSON, is kept as the reference). A 4xx other
// than 408 and 429 (a bad number, a refused text) is permanent; 408, 429, 5xx, timeouts and network
// errors are retried by the queue. Most Malaysian bulk-SMS gateways take this shape directly or through
// a small relay; the wire format lives here alone.

export function createSmsHttpTransport(options: {
  apiUrl: string;
  apiKey: string;
  sender: string;
  timeoutMs?: number;
}): TTransport {
  return {
    name: 'sms-http',
    isSimulator: false,
    async send(m) {
      const res = await fetch(options.apiUrl, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ from: options.sender, to: m.to, text: m.body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const text = await res.text();
      if (!res.ok) {
        const why = `SMS provider answered HTTP ${res.status}`;
        if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429)
          throw new PermanentDeliveryError(why);
        throw new Error(why);
      }
      let ref: string | null = null;
      try {
        const body = JSON.parse(text) as { id?: unknown; message_id?: unknown };
        const id = body.id ?? body.message_id;
        if (typeof id === 'string' || typeof id === 'number') ref = String(id);
      } catch {
        // A 2xx without JSON is still sent.
      }
      return { ref };
    },
  };
}
