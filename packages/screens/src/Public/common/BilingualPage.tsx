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

const Frame = styled.div<{ $framed: boolean }>`
  position: relative;
  min-block-size: ${({ $framed }) => ($framed ? 'auto' : '100vh')};
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
  framed = false,
  children,
}: BilingualProps & {
  /** Drawn inside the site's frame (header and footer): as tall as its content, not the whole screen. */
  framed?: boolean;
  children: ReactNode;
}) {
  return (
    <DirectionProvider locale={locale}>
      <PublicTheme>
        <Frame $framed={framed}>
          <Corner>
            <LanguageSwitch locale={locale} onChange={onLocaleChange} />
          </Corner>
          {children}
        </Frame>
      </PublicTheme>
    </DirectionProvider>
  );
}
