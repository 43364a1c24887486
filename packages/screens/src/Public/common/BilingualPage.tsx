import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DirectionProvider } from '@bible-admin/ui';
import { LanguageSwitch, type PageLocale } from './LanguageSwitch';
import { PublicTheme } from './PublicTheme';

export interface BilingualProps {
  /** The page's language: the app picks it from the browser (Hebrew for `he`, English otherwise). */
  locale: PageLocale;
  /** The visible switch to the other language. */
  onLocaleChange: (locale: PageLocale) => void;
}

const Frame = styled.div`
  position: relative;
  min-block-size: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const Corner = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.lg};
`;

/** A page that exists in English and Hebrew: its own direction and words, and the switch in a corner. */
export function BilingualPage({
  locale,
  onLocaleChange,
  children,
}: BilingualProps & { children: ReactNode }) {
  return (
    <DirectionProvider locale={locale}>
      <PublicTheme>
        <Frame>
          <Corner>
            <LanguageSwitch locale={locale} onChange={onLocaleChange} />
          </Corner>
          {children}
        </Frame>
      </PublicTheme>
    </DirectionProvider>
  );
}
