import { Fragment, type ReactNode } from 'react';

/**
 * Runs of text that must read left to right inside a right-to-left sentence: web addresses (a bare
 * scheme such as 'https://' too), e-mail addresses and numbers. Trailing sentence punctuation stays out.
 */
const LTR_TOKEN =
  /[a-z][a-z0-9+.-]*:\/\/[^\s]*[^\s.,;:!?)]|[a-z][a-z0-9+.-]*:\/\/|[a-z0-9][\w.+-]*@[\w-]+(?:\.[\w-]+)+|\d+(?:[.,:/-]\d+)*/gi;

/**
 * Wraps every address, e-mail and number of a message in `<bdi dir="ltr">`, so that 'https://' never
 * shows as '//:https' in Hebrew. Anything but a string is returned as it is.
 */
export function isolateLtr(message: ReactNode): ReactNode {
  if (typeof message !== 'string') return message;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(LTR_TOKEN)) {
    const start = match.index;
    if (start > last) parts.push(message.slice(last, start));
    parts.push(
      <bdi key={start} dir="ltr">
        {match[0]}
      </bdi>,
    );
    last = start + match[0].length;
  }
  if (parts.length === 0) return message;
  if (last < message.length) parts.push(message.slice(last));
  return <Fragment>{parts}</Fragment>;
}
