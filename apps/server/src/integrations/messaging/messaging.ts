export type TOutgoingMessage = { channel: 'sms' | 'email'; to: string; subject?: string; body: string };

/** SMS and e-mail delivery. The simulator records messages in the outbox instead of sending them. */
export type TMessaging = {
  send: (message: TOutgoingMessage) => Promise<void>;
  /** Many messages at once (a job's batch). */
  sendMany: (messages: TOutgoingMessage[]) => Promise<void>;
};
