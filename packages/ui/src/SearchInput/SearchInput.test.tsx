import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { DirectionProvider } from '../direction';
import { theme } from '../theme';
import { SearchInput } from './SearchInput';

function renderSearch(debounceMs: number) {
  const onChange = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <SearchInput label="Search users" onChange={onChange} debounceMs={debounceMs} />
    </ThemeProvider>,
  );
  return { onChange, box: screen.getByRole('searchbox') };
}

describe('SearchInput debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports only the last query, debounceMs after the last keystroke', () => {
    const { onChange, box } = renderSearch(300);
    fireEvent.change(box, { target: { value: 'r' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'ru' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('ru');
  });

  it('reports a clear at once and drops the query still waiting', () => {
    const { onChange, box } = renderSearch(300);
    fireEvent.change(box, { target: { value: 'ruth' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenCalledWith('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reports every change at once without a debounce', () => {
    const { onChange, box } = renderSearch(0);
    fireEvent.change(box, { target: { value: 'r' } });
    fireEvent.change(box, { target: { value: 'ru' } });
    expect(onChange.mock.calls).toEqual([['r'], ['ru']]);
  });
});

describe('SearchInput controlled by the page (the address)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function renderControlled(value: string) {
    const onChange = vi.fn();
    const ui = (current: string) => (
      <ThemeProvider theme={theme}>
        <SearchInput label="Search users" value={current} onChange={onChange} debounceMs={300} />
      </ThemeProvider>
    );
    const { rerender } = render(ui(value));
    return { onChange, box: screen.getByRole('searchbox'), setValue: (next: string) => rerender(ui(next)) };
  }

  it('shows a search chosen elsewhere (Back, a link) instead of what was typed last', () => {
    const { box, setValue } = renderControlled('ann');
    fireEvent.change(box, { target: { value: 'bob' } });
    act(() => vi.advanceTimersByTime(300));
    setValue('bob');
    setValue('ann');
    expect(box).toHaveProperty('value', 'ann');
  });

  it('drops typing still waiting when another search is chosen, so it cannot undo it', () => {
    const { onChange, box, setValue } = renderControlled('ann');
    fireEvent.change(box, { target: { value: 'bo' } });
    setValue('carl');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
    expect(box).toHaveProperty('value', 'carl');
  });

  it('keeps the typing as it is when the page echoes it back trimmed', () => {
    const { box, setValue } = renderControlled('');
    fireEvent.change(box, { target: { value: 'ann ' } });
    act(() => vi.advanceTimersByTime(300));
    setValue('ann');
    expect(box).toHaveProperty('value', 'ann ');
  });
});

describe('SearchInput words', () => {
  function renderIn(locale: string, props: Parameters<typeof SearchInput>[0] = {}) {
    render(
      <ThemeProvider theme={theme}>
        <DirectionProvider locale={locale}>
          <SearchInput defaultValue="ruth" {...props} />
        </DirectionProvider>
      </ThemeProvider>,
    );
  }

  it('names the box and the clear button in the provider language', () => {
    renderIn('he');
    expect(screen.getByRole('searchbox', { name: 'חיפוש' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ניקוי החיפוש' })).toBeTruthy();
  });

  it('takes the label and the labels prop over the built-in words', () => {
    renderIn('he', { label: 'חיפוש משתמשים', labels: { clear: 'ניקוי' } });
    expect(screen.getByRole('searchbox', { name: 'חיפוש משתמשים' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ניקוי' })).toBeTruthy();
  });
});
