import { PAYMENT_OUTCOMES, type TPaymentOutcome } from '@sewa/domain';
import type { FastifyInstance } from 'fastify';
import { SIMULATOR_PAGE_PATH, type TSimulatorGateway } from './simulator-gateway';
import { renderPaymentPage } from './simulator-page';

// The simulator's hosted page: GET shows it, POST (a button) completes the payment, which sends the
// callback, and sends the browser back to the return URL with payment_ref and status.
export function registerSimulatorRoutes(scope: FastifyInstance, simulator: TSimulatorGateway) {
  scope.get<{ Params: { key: string } }>(`${SIMULATOR_PAGE_PATH}/:key`, async (req, reply) => {
    const txn = await simulator.findByKey(req.params.key);
    if (!txn) return reply.status(404).type('text/plain').send('Unknown payment');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPaymentPage(txn));
  });

  scope.post<{ Params: { key: string }; Body: Record<string, string> }>(
    `${SIMULATOR_PAGE_PATH}/:key`,
    async (req, reply) => {
      const outcome = req.body?.outcome as TPaymentOutcome;
      if (!PAYMENT_OUTCOMES.includes(outcome))
        return reply.status(400).type('text/plain').send('Choose an outcome');
      const done = await simulator.complete(req.params.key, outcome, { bank: req.body.bank });
      if (done) return reply.redirect(done.returnUrl, 303);
      // Completed before (a second click, the back button): show the page again, which says so.
      return reply.redirect(`${SIMULATOR_PAGE_PATH}/${encodeURIComponent(req.params.key)}`, 303);
    },
  );
}
