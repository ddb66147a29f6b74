import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TServices } from '../../http/services';
import { simulatorOf } from '../../integrations/payments/index';
import { registerSimulatorRoutes } from '../../integrations/payments/simulator/simulator-routes';
import { applyGatewayResult } from './apply-gateway-result';
import { credentialsOfPayment } from './merchant-credentials';
import { findPaymentByRef, recordPaymentEvent } from './repository';
import { CALLBACK_PATH } from './start-payment';

// The gateway's server-to-server callback (outside the signed envelope: the gateway signs it its own
// way) and, with the simulator, its hosted page. Form posts are parsed in this scope only.

const asFields = (body: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [
      k,
      v === null || v === undefined ? '' : String(v),
    ]),
  );

export function registerPaymentRoutes(app: FastifyInstance, services: TServices) {
  const simulator = simulatorOf(services.payments);
  if (simulator) {
    // The simulator calls back through the app's own HTTP pipeline (no network needed in tests).
    simulator.setDelivery(async (url, fields) => {
      const target = new URL(url);
      const payload = new URLSearchParams(fields).toString();
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      if (url.startsWith(services.config.publicBaseUrl)) {
        await app.inject({ method: 'POST', url: target.pathname, payload, headers });
      } else {
        await fetch(url, { method: 'POST', body: payload, headers }).catch(() => undefined);
      }
    });
  }

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.post(CALLBACK_PATH, async (req, reply) => {
      const fields = asFields(req.body);
      const payment = fields.reference_number
        ? await findPaymentByRef(services.db, fields.reference_number)
        : null;
      if (!payment) return reply.status(404).type('text/plain').send('Unknown reference');
      const creds = await credentialsOfPayment(services, payment);
      const result = creds ? services.payments.verifyCallback(creds, fields) : null;
      if (!result || result.reference !== payment.reference) {
        const digest = createHash('sha256').update(JSON.stringify(fields)).digest('hex');
        await recordPaymentEvent(services.db, {
          paymentId: payment.id,
          source: 'callback',
          dedupeKey: `rejected:${digest}`,
          outcome: 'rejected',
          detail: 'bad signature',
          payload: fields,
          createdAt: services.now(),
        });
        return reply.status(400).type('text/plain').send('Bad signature');
      }
      await applyGatewayResult(services, {
        reference: payment.reference,
        result,
        source: 'callback',
        payload: fields,
      });
      return reply.type('text/plain').send('OK');
    });

    if (simulator) registerSimulatorRoutes(scope, simulator);
  });
}
