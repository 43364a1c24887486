import { createContext, useContext, useMemo, type ReactNode } from 'react';

export type Direction = 'ltr' | 'rtl';

const RTL_LANGUAGES = new Set(['he', 'iw', 'ar', 'fa', 'ur', 'yi']);

/** Direction follows the locale's language: `he` (and the other RTL scripts) read right to left. */
export function directionOf(locale: string): Direction {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

interface DirectionValue {
  locale: string;
  direction: Direction;
}

const DirectionContext = createContext<DirectionValue>({ locale: 'en', direction: 'ltr' });

export interface DirectionProviderProps {
  /** BCP 47 locale; the direction is derived from it unless given explicitly. */
  locale?: string;
  direction?: Direction;
  children: ReactNode;
}

export function DirectionProvider({ locale = 'en', direction, children }: DirectionProviderProps) {
  const value = useMemo(() => ({ locale, direction: direction ?? directionOf(locale) }), [locale, direction]);
  return (
    <DirectionContext.Provider value={value}>
      <div dir={value.direction} lang={locale} style={{ display: 'contents' }}>
        {children}
      </div>
    </DirectionContext.Provider>
  );
}

export function useDirection(): DirectionValue {
  return useContext(DirectionContext);
}
