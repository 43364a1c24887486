import type { Locale } from '@bible-admin/contract';

/** A message ready to send: one recipient, in their language, as HTML and as plain text. */
export interface MailMessage {
  to: string;
  locale: Locale;
  subject: string;
  html: string;
  text: string;
}

export interface MessageContent {
  to: string;
  locale: Locale;
  subject: string;
  /** Plain sentences, each its own paragraph; escaped into the HTML part. */
  paragraphs: readonly string[];
  /** The one thing to do: a button in the HTML part, the bare link in the text part. */
  action: { label: string; url: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The product's one message layout: a heading, paragraphs and one action link, right to left for Hebrew.
 * Mail clients ignore most CSS, so the direction is set by `dir` and inline alignment only.
 */
export function composeMessage({ to, locale, subject, paragraphs, action }: MessageContent): MailMessage {
  const dir = locale === 'he' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const html = [
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="font-family:Arial,sans-serif;text-align:${align};color:#1b1b1f">`,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#3d5afe;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>`,
    `<p style="font-size:12px;color:#55555c">${escapeHtml(action.url)}</p>`,
    '</body></html>',
  ].join('');
  const text = [
    subject,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action.label}: ${action.url}`,
    '',
  ].join('\n');
  return { to, locale, subject, html, text };
}

/** What nodemailer sends for a message (the outbox and the SMTP transport alike). */
export const mailOptions = (message: MailMessage, from: string) => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  headers: { 'Content-Language': message.locale },
});
