import { createTransport, type Transporter } from 'nodemailer';
import { UpstreamError } from '../domain/errors';
import type { Mailer, MailLog } from './Mailer';
import { type MailMessage, mailOptions } from './message';

/**
 * How long a mail server may take to answer before the send fails: an admin waits for the reply, so a server
 * that is down or silent is an error within seconds, not after nodemailer's minutes.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** What of a failed send may be logged: how it failed, never the message (its links carry tokens). */
function loggableFailure(error: unknown) {
  const { code, command, responseCode } = error as { code?: string; command?: string; responseCode?: number };
  return { code, command, responseCode };
}

/**
 * Sends over SMTP (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465). A server that is
 * down, slow or refuses the message rejects the send with `mail_not_sent`: the caller tells the admin, never
 * a silent success.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    timeouts = SMTP_TIMEOUTS,
  ) {
    this.transport = createTransport({ url, ...timeouts });
  }

  async send(message: MailMessage, log: MailLog): Promise<void> {
    try {
      const sent = await this.transport.sendMail(mailOptions(message, this.from));
      log.info({ messageId: sent.messageId }, 'Mail sent');
    } catch (error) {
      log.error({ mail: loggableFailure(error) }, 'Mail not sent');
      throw new UpstreamError(
        'mail_not_sent',
        'The e-mail could not be sent',
        'The mail server did not accept the message. Please try again later.',
      );
    }
  }
}
