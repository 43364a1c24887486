import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../dataDir';
import type { Mailer, MailLog } from './Mailer';
import { type MailMessage, mailOptions } from './message';

/**
 * Without a mail server (the `npm start` default): each message is written to DATA_DIR/outbox/<id>.eml, a
 * file any mail client opens, and the log names the file, so that an invitation can be followed on one machine.
 */
export class OutboxMailer implements Mailer {
  /** Builds the RFC 822 message without sending it. */
  private readonly transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage, log: MailLog): Promise<void> {
    const { message: raw } = await this.transport.sendMail(mailOptions(message, this.from));
    ensurePrivateDir(this.outboxDir);
    const file = path.join(this.outboxDir, `${randomUUID()}.eml`);
    // Private like the rest of DATA_DIR: the message holds a single-use link.
    await writeFile(file, raw as Buffer, { mode: PRIVATE_FILE_MODE });
    log.info({ outboxFile: file }, 'Mail written to the outbox');
  }
}
