import { useMemo } from 'react';
import styled from 'styled-components';
import { htmlToSlate, slateToHtml } from '@bible-admin/ui';

const Scripture = styled.div`
  font-family: ${({ theme }) => theme.fonts.scripture};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.scripture};
  text-align: start;
  p,
  ul,
  ol,
  blockquote {
    margin-block: 0 ${({ theme }) => theme.space.sm};
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space.xl};
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: ${({ theme }) => theme.space.md};
    border-inline-start: ${({ theme }) => theme.space.xs} solid ${({ theme }) => theme.colors.border};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The editor's own HTML round trip: sanitised by the kit, and only what the editor can write survives. */
export function sanitizeRichHtml(html: string): string {
  return slateToHtml(htmlToSlate(html));
}

/**
 * Hebrew rich text (chapter or verse content) read right to left in the scripture font, even inside the
 * English admin. The server sanitised it already; it goes through the kit's sanitising path once more.
 */
export function ScriptureHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichHtml(html), [html]);
  return <Scripture className={className} dir="rtl" lang="he" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Plain text of rich text, for previews. */
export function richTextToPlain(html: string): string {
  const body = new DOMParser().parseFromString(sanitizeRichHtml(html), 'text/html').body;
  return Array.from(body.children, (block) => block.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** The first `max` characters of a text, with an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
