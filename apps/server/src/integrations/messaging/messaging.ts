import type { TDbExecutor } from '@sewa/db';

export type TChannel = 'sms' | 'email';
export type TOutgoingMessage = { channel: TChannel; to: string; subject?: string; body: string };

/**
 * SMS and e-mail. Sending is queuing: a row in message_queue, written on the caller's connection or
 * transaction (`db`, default the services' database), never network I/O in the request. The delivery
 * worker sends it (delivery.ts; docs/decisions/0027-message-queue.md).
 */
export type TMessaging = {
  send: (message: TOutgoingMessage, db?: TDbExecutor) => Promise<void>;
  /** Many messages at once (a job's batch). */
  sendMany: (messages: TOutgoingMessage[], db?: TDbExecutor) => Promise<void>;
  /** Called after every enqueue and kick (the running server's worker then delivers). */
  onQueued: (listener: () => void) => () => void;
  /** Tells the worker to look now: after the commit of a transaction that queued messages. */
  kick: () => void;
};

/**
 * A way out for one channel: the outbox simulator, SMTP or the SMS provider's HTTP API. `send` resolves
 * with the provider's reference when delivered and throws when not; a `PermanentDeliveryError` is not
 * retried (a bad address), anything else is (a timeout, a 5xx).
 */
export type TTransport = {
  name: string;
  /** True for the outbox simulator (what the admin banner and production's start check look at). */
  isSimulator: boolean;
  send: (message: TOutgoingMessage) => Promise<{ ref: string | null }>;
  close?: () => Promise<void>;
};

export type TTransports = Record<TChannel, TTransport>;

/** The provider refused the message for good (invalid address or number): retrying would not help. */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}
