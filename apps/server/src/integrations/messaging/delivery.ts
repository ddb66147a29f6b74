import { safeErrorMessage } from '../../boot/safe-error';
import type { TServices } from '../../http/services';
import { PermanentDeliveryError, type TChannel } from './messaging';
import { claimDue, markNotSent, markSent } from './queue-repository';

// The delivery worker (docs/decisions/0027-message-queue.md): takes due rows of message_queue, sends each
// through its channel's transport, marks it sent, or schedules the next attempt. Rows are claimed with
// FOR UPDATE SKIP LOCKED and a lease, so two processes (or the minute job and a kick) never take the
// same row, and a sent row is never taken again.

/** Minutes to wait after the 1st, 2nd, … failed attempt; after the last one the message is `failed`. */
export const RETRY_AFTER_MINUTES = [1, 5, 30, 120, 360] as const;
export const MAX_DELIVERY_ATTEMPTS = RETRY_AFTER_MINUTES.length + 1;
/** How long a claimed row is left to its worker (well above the transports' timeouts). */
export const DELIVERY_LEASE_MINUTES = 10;
const BATCH = 100;

export type TDeliveryReport = { sent: number; retrying: number; failed: number };

/** An error's text with e-mail addresses and phone numbers masked: what the log and the row keep. */
export function impersonalError(error: unknown): string {
  return safeErrorMessage(error)
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]')
    .replace(/\+?\d[\d\s-]{6,}\d/g, '[number]')
    .slice(0, 500);
}

export type TDeliveryLog = (line: string) => void;
const defaultLog: TDeliveryLog = (line) => console.warn(line);

/** Sends every message due as of `asOf` (in batches until none is left) and says what happened. */
export async function deliverDue(
  services: Pick<TServices, 'db' | 'transports' | 'now'>,
  asOf: Date,
  log: TDeliveryLog = defaultLog,
): Promise<TDeliveryReport> {
  const report: TDeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const lease = new Date(asOf.getTime() + DELIVERY_LEASE_MINUTES * 60_000);
    const rows = await claimDue(services.db, asOf, lease, BATCH);
    if (rows.length === 0) return report;
    for (const row of rows) {
      const transport = services.transports[row.channel as TChannel];
      try {
        if (!transport) throw new PermanentDeliveryError(`no transport for channel ${row.channel}`);
        const { ref } = await transport.send({
          channel: row.channel as TChannel,
          to: row.to,
          subject: row.subject ?? undefined,
          body: row.body,
        });
        await markSent(services.db, row.id, { at: services.now(), transport: transport.name, ref });
        report.sent++;
      } catch (error) {
        const isFinal = error instanceof PermanentDeliveryError || row.attempts >= MAX_DELIVERY_ATTEMPTS;
        const wait = RETRY_AFTER_MINUTES[row.attempts - 1] ?? RETRY_AFTER_MINUTES.at(-1)!;
        const text = impersonalError(error);
        await markNotSent(services.db, row.id, {
          error: text,
          transport: transport?.name ?? 'none',
          // From the sweep's instant, like the lease: a retry is never due again within the same drain.
          retryAt: isFinal ? null : new Date(asOf.getTime() + wait * 60_000),
        });
        if (isFinal) report.failed++;
        else report.retrying++;
        // The row's id and channel only: never the address or the text.
        log(
          `delivery: message ${row.id} (${row.channel}) attempt ${row.attempts}/${MAX_DELIVERY_ATTEMPTS} ${
            isFinal ? 'failed, given up' : `failed, retry in ${wait} min`
          }: ${text}`,
        );
      }
    }
    if (rows.length < BATCH) return report;
  }
}

/** How soon after a kick the worker looks, and when it looks once more after the last kick (a row
 * written in a transaction becomes visible at its commit, which may come after the first look). */
const KICK_SOON_MS = 50;
const KICK_AGAIN_MS = 1_000;

/**
 * The running server's worker: every enqueue kicks a delivery, so a message leaves within about a
 * second; the `message-delivery` job (every minute) picks up retries and anything a kick missed. The
 * returned stop clears the timers and waits for a delivery under way.
 */
export function startDeliveryWorker(
  services: Pick<TServices, 'db' | 'transports' | 'now' | 'messaging'>,
  log: TDeliveryLog = defaultLog,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  let isStopped = false;
  let soon: NodeJS.Timeout | undefined;
  let later: NodeJS.Timeout | undefined;
  const run = () => {
    if (isStopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDue(services, services.now(), log)
      .then(() => undefined)
      .catch((error) => log(`delivery: ${impersonalError(error)}`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const kick = () => {
    soon ??= setTimeout(() => {
      soon = undefined;
      run();
    }, KICK_SOON_MS).unref();
    clearTimeout(later);
    later = setTimeout(run, KICK_AGAIN_MS).unref();
  };
  const unsubscribe = services.messaging.onQueued(kick);
  return async () => {
    isStopped = true;
    unsubscribe();
    clearTimeout(soon);
    clearTimeout(later);
    await running;
  };
}
