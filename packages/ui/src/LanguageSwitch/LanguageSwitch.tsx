import { useId } from 'react';
import styled from 'styled-components';
import { useMessages, type UILocale } from '../i18n';
import { localeAutonyms, uiLocales } from './autonyms';
import { languageSwitchMessages, type LanguageSwitchMessages } from './messages';

export interface LanguageSwitchProps {
  /** The language the interface is in now. */
  value: UILocale;
  /** Called with the language chosen (never with the current one). */
  onChange: (locale: UILocale) => void;
  /** Overrides the group's visible name. */
  labels?: Partial<LanguageSwitchMessages>;
}

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const GroupLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Track = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const Option = styled.label<{ $checked: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.controlSm};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.textInverse : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: ${({ $checked }) => ($checked ? 'default' : 'pointer')};
  &:hover {
    background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.overlaySoft)};
  }
  /* The radio itself is invisible; its segment shows its focus. */
  &:has(:focus-visible) {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.space.xxs};
  }
`;

/** The real radio covers its segment, so it keeps its keyboard behaviour (arrows choose) and its name. */
const Radio = styled.input`
  position: absolute;
  inset: 0;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

/**
 * English or Hebrew, as a radio group of two segments with a visible name. Each language is written in its own
 * language (see localeAutonyms); arrows move between them as in any radio group.
 */
export function LanguageSwitch({ value, onChange, labels }: LanguageSwitchProps) {
  const { label } = useMessages(languageSwitchMessages, labels);
  const id = useId();
  return (
    <Root role="radiogroup" aria-labelledby={`${id}-label`}>
      <GroupLabel id={`${id}-label`}>{label}</GroupLabel>
      <Track>
        {uiLocales.map((locale) => (
          // A language's own name is not an interface word: marked with its language, and not for translation.
          <Option key={locale} lang={locale} translate="no" $checked={locale === value}>
            <Radio
              type="radio"
              name={id}
              value={locale}
              checked={locale === value}
              onChange={() => onChange(locale)}
            />
            {localeAutonyms[locale]}
          </Option>
        ))}
      </Track>
    </Root>
  );
}
