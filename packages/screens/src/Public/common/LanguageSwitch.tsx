import styled from 'styled-components';
import { localeAutonyms } from '@bible-admin/ui';

export type PageLocale = 'en' | 'he';

const Switch = styled.button`
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

/**
 * The other language's own name ('עברית' on the English page, 'English' on the Hebrew one): an autonym, not an
 * interface word, so it is marked with its language and not for translation.
 */
export function LanguageSwitch({
  locale,
  onChange,
}: {
  locale: PageLocale;
  onChange: (next: PageLocale) => void;
}) {
  const next: PageLocale = locale === 'en' ? 'he' : 'en';
  return (
    <Switch type="button" lang={next} translate="no" onClick={() => onChange(next)}>
      {localeAutonyms[next]}
    </Switch>
  );
}
