import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free port that parses what it receives; while `refuse` is set it answers each
 * message with a 550 (a mailbox the server will not deliver to). `close` stops it: later sends find nobody.
 */
export async function smtpServer({ refuse = false } = {}) {
  const received: ParsedMail[] = [];
  const state = { refuse };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (state.refuse)
            return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
