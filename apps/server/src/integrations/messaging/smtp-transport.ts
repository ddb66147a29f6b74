import nodemailer from 'nodemailer';
import { PermanentDeliveryError, type TTransport } from './messaging';

// E-mail over SMTP with nodemailer (EMAIL_TRANSPORT=smtp, SMTP_URL, MAIL_FROM; docs/deployment.md).
// A pooled connection is reused across a delivery's batch. The server refusing the recipient or the
// content for good (a 5xx to RCPT TO or DATA) is permanent; anything else (connection, 4xx, auth) is
// retried by the queue.

const PERMANENT_COMMANDS = new Set(['RCPT TO', 'DATA']);

export function createSmtpTransport(options: {
  smtpUrl: string;
  from: string;
  timeoutMs?: number;
}): TTransport {
  const timeout = options.timeoutMs ?? 30_000;
  const mailer = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    name: 'smtp',
    isSimulator: false,
    async send(m) {
      try {
        const info = await mailer.sendMail({
          from: options.from,
          to: m.to,
          subject: m.subject ?? '',
          text: m.body,
        });
        return { ref: typeof info.messageId === 'string' ? info.messageId : null };
      } catch (error) {
        const e = error as { responseCode?: number; command?: string; message?: string };
        if (e.responseCode && e.responseCode >= 500 && PERMANENT_COMMANDS.has(e.command ?? ''))
          throw new PermanentDeliveryError(`SMTP ${e.responseCode} to ${e.command}`, { cause: error });
        throw error;
      }
    },
    close: async () => mailer.close(),
  };
}
