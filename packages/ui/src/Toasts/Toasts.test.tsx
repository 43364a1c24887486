import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { DirectionProvider } from '../direction';
import { theme } from '../theme';
import { ToastProvider, useToast } from './ToastProvider';

/** The toast API of a fresh provider; the stack renders into document.body. */
function renderProvider(props: { max?: number; autoCloseMs?: number | null } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <ToastProvider {...props}>{children}</ToastProvider>
    </ThemeProvider>
  );
  return renderHook(() => useToast(), { wrapper }).result.current;
}

const region = () => screen.getByRole('region', { name: 'Notifications' });
const messages = () => Array.from(region().querySelectorAll('p'), (p) => p.textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('toasts', () => {
  it('shows each kind in a polite live region, oldest first', () => {
    const toast = renderProvider();
    expect(region()).toHaveAttribute('aria-live', 'polite');
    act(() => {
      toast.info('Generating Audio');
      toast.success('Audio Generated Successfully');
      toast.error('Failed to delete chapter');
    });
    expect(messages()).toEqual([
      'Generating Audio',
      'Audio Generated Successfully',
      'Failed to delete chapter',
    ]);
  });

  it('replaces the toast a keyed toast concludes, and leaves the others', () => {
    const toast = renderProvider();
    act(() => {
      toast.info('Generating Audio', { key: 'narration c1 male' });
      toast.info('Generating Audio', { key: 'narration c2 male' });
      toast.error('Failed to delete chapter');
    });
    act(() => toast.success('Audio Generated Successfully', { key: 'narration c1 male' }));
    expect(messages()).toEqual([
      'Generating Audio',
      'Failed to delete chapter',
      'Audio Generated Successfully',
    ]);
  });

  it('closes each toast 5 s after it appeared, not before', () => {
    const toast = renderProvider();
    act(() => toast.success('Chapter Deleted Successfully'));
    act(() => vi.advanceTimersByTime(3000));
    act(() => toast.error('Failed to generate audio'));
    act(() => vi.advanceTimersByTime(1999));
    expect(messages()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(messages()).toEqual(['Failed to generate audio']);
    act(() => vi.advanceTimersByTime(3000));
    expect(messages()).toEqual([]);
  });

  it('keeps a toast while the pointer is over it, then gives it the full time again', () => {
    const toast = renderProvider({ autoCloseMs: 1000 });
    act(() => toast.info('Regenerating Audio'));
    const item = region().firstElementChild as HTMLElement;
    fireEvent.pointerEnter(item);
    act(() => vi.advanceTimersByTime(5000));
    expect(messages()).toHaveLength(1);
    fireEvent.pointerLeave(item);
    act(() => vi.advanceTimersByTime(999));
    expect(messages()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(messages()).toHaveLength(0);
  });

  it('never closes by itself when autoCloseMs is null', () => {
    const toast = renderProvider({ autoCloseMs: null });
    act(() => toast.info('Generating Audio'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(messages()).toHaveLength(1);
  });

  it('removes only the toast whose close button was pressed', () => {
    const toast = renderProvider();
    act(() => {
      toast.success('First');
      toast.success('Second');
    });
    const first = region().children[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Dismiss' }));
    expect(messages()).toEqual(['Second']);
  });

  it('pushes out the oldest beyond the maximum', () => {
    const toast = renderProvider({ max: 2 });
    act(() => ['one', 'two', 'three'].forEach((message) => toast.info(message)));
    expect(messages()).toEqual(['two', 'three']);
  });

  it("names the region and its dismiss buttons in the provider's language, and labels override them", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ThemeProvider theme={theme}>
        <DirectionProvider locale="he">
          <ToastProvider labels={{ dismiss: 'הסרה' }}>{children}</ToastProvider>
        </DirectionProvider>
      </ThemeProvider>
    );
    const toast = renderHook(() => useToast(), { wrapper }).result.current;
    act(() => toast.info('יוצר שמע'));
    const hebrewRegion = screen.getByRole('region', { name: 'התראות' });
    expect(within(hebrewRegion).getByRole('button', { name: 'הסרה' })).toBeInTheDocument();
  });

  it('says what is missing when used outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow('useToast() needs a <ToastProvider> above it.');
  });
});
