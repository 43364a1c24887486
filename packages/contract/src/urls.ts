/** The rules for web addresses that a form and the server both check (zod-free: the browser loads them). */

/** The longest address a link field takes. */
export const URL_MAX = 500;

/**
 * The one rule for https addresses (verse videos, links kept in rich text, the public site's links): https://
 * then no whitespace, and a URL the platform can parse.
 */
export const isHttpsUrl = (value: string) => /^https:\/\/\S+$/i.test(value) && URL.canParse(value);
