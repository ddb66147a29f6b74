import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A local SMTP server on 127.0.0.1 for the SMTP transport's tests: it wants a login, keeps every message
// it accepts (envelope and raw text) and refuses recipients whose address starts with "bounce" (550).

export type TReceivedMail = { from: string; to: string[]; raw: string };

export async function startSmtpFake(login = { user: 'sewa', pass: 'smtp-secret' }) {
  const received: TReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === login.user && auth.password === login.pass)
        callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid login'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce'))
        callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${login.user}:${login.pass}@127.0.0.1:${port}`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
