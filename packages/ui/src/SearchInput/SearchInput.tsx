import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { useMessages } from '../i18n';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { InputControl } from '../internal/field';
import { searchInputMessages, type SearchInputMessages } from './messages';

export interface SearchInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange'
> {
  /**
   * The accessible name (there is no visible label; the placeholder, e.g. 'Search users...', is not one);
   * 'Search' in the provider's language when absent.
   */
  label?: string;
  /**
   * The search the page shows (e.g. from the address). The box follows it when it changes from outside
   * (Back, Forward, a link); the echo of what was typed (trimmed) leaves the typing as it is.
   */
  value?: string;
  /** The first text when the page does not control it (`value`). */
  defaultValue?: string;
  /** Called with the query after the user stops typing for `debounceMs`, and at once when cleared. */
  onChange?: (query: string) => void;
  debounceMs?: number;
  /** Overrides the built-in words: the default name and the clear button's name ('Clear search'). */
  labels?: Partial<SearchInputMessages>;
}

/** A search box (role searchbox) with a search icon and a button that clears it. */
export function SearchInput({
  label,
  value,
  defaultValue = '',
  onChange,
  debounceMs = 0,
  labels,
  ...input
}: SearchInputProps) {
  const words = useMessages(searchInputMessages, labels);
  const [query, setQuery] = useState(value ?? defaultValue);
  const typed = useRef(query);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (value === undefined || value === typed.current.trim()) return;
    // Another search was chosen (Back, a link): a pending report of the old typing must not undo it.
    clearTimeout(timer.current);
    typed.current = value;
    setQuery(value);
  }, [value]);

  function update(next: string, immediately: boolean) {
    typed.current = next;
    setQuery(next);
    clearTimeout(timer.current);
    if (immediately || debounceMs <= 0) onChange?.(next);
    else timer.current = setTimeout(() => onChange?.(next), debounceMs);
  }

  return (
    <InputControl
      ref={inputRef}
      type="search"
      aria-label={label ?? words.search}
      {...input}
      value={query}
      onChange={(event) => update(event.target.value, false)}
      start={<Icon name="search" />}
      end={
        query && !input.disabled ? (
          <IconButton
            size="sm"
            icon="close"
            label={words.clear}
            onClick={() => {
              update('', true);
              inputRef.current?.focus();
            }}
          />
        ) : null
      }
    />
  );
}
