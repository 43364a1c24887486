import type { MailMessage } from './message';

/** Where a sent message is noted: the request's logger (never the message's links: they carry tokens). */
export interface MailLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** Sends the product's messages; a message that cannot be sent rejects (the caller tells the admin). */
export interface Mailer {
  send(message: MailMessage, log: MailLog): Promise<void>;
}
