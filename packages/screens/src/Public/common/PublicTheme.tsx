import type { ReactNode } from 'react';
import styled, { css, ThemeProvider } from 'styled-components';
import { publicTheme } from '@bible-admin/ui';

// The global focus ring is drawn in the admin's colour (the root theme): the site's own pages repaint it.
const Scope = styled.div`
  display: contents;
  & :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focus};
  }
`;

/** The public site's brand around a page: the kit's primitives in brown and paper, not the admin's blue. */
export function PublicTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={publicTheme}>
      <Scope>{children}</Scope>
    </ThemeProvider>
  );
}

/** Focus rings on the site's dark brown bands (navigation, footer), where a brown ring would not show. */
export const onDarkFocus = css`
  & :focus-visible {
    outline-color: ${({ theme }) => theme.colors.gold};
  }
`;
