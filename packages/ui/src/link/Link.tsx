import { forwardRef } from 'react';
import styled from 'styled-components';
import { RoutedLink, type LinkProps } from './LinkContext';

export interface ThemedLinkProps extends LinkProps {
  /**
   * Inside running text: always underlined, so it is told from the words around it without colour
   * (WCAG 1.4.1). Standalone links (a list, a footer) are underlined on hover only.
   */
  inline?: boolean;
}

// `:where()` keeps these rules at the specificity of one class, so `styled(Link)` in a screen (a
// button-shaped link) overrides them by order alone.
const Anchor = styled(RoutedLink)<{ $inline: boolean }>`
  border-radius: ${({ theme }) => theme.radii.sm};
  /* An author colour applies to visited links too: never the browser's purple. */
  color: ${({ theme }) => theme.colors.link};
  text-decoration: ${({ $inline }) => ($inline ? 'underline' : 'none')};
  text-underline-offset: 0.2em;
  &:where(:hover) {
    color: ${({ theme }) => theme.colors.linkHover};
    text-decoration: underline;
  }
`;

/** A themed link, rendered through the link the app injects (its router's), a plain anchor otherwise. */
export const Link = forwardRef<HTMLAnchorElement, ThemedLinkProps>(function Link(
  { inline = false, ...rest },
  ref,
) {
  return <Anchor ref={ref} $inline={inline} {...rest} />;
});
