import { fireEvent, render, screen } from '@testing-library/react';
import { DirectionProvider } from '../direction';
import { nextIndex, useArrowNavigation, type ArrowOrientation } from './useArrowNavigation';

describe('nextIndex', () => {
  const base = { current: 1, count: 4, direction: 'ltr', orientation: 'horizontal' } as const;

  it('moves right to the next item in left-to-right and to the previous one in right-to-left', () => {
    expect(nextIndex({ ...base, key: 'ArrowRight' })).toBe(2);
    expect(nextIndex({ ...base, key: 'ArrowLeft' })).toBe(0);
    expect(nextIndex({ ...base, key: 'ArrowRight', direction: 'rtl' })).toBe(0);
    expect(nextIndex({ ...base, key: 'ArrowLeft', direction: 'rtl' })).toBe(2);
  });

  it('wraps round at both ends, or stops there when wrapping is off', () => {
    expect(nextIndex({ ...base, current: 3, key: 'ArrowRight' })).toBe(0);
    expect(nextIndex({ ...base, current: 0, key: 'ArrowLeft' })).toBe(3);
    expect(nextIndex({ ...base, current: 3, key: 'ArrowRight', wrap: false })).toBeUndefined();
    expect(nextIndex({ ...base, current: 0, key: 'ArrowLeft', wrap: false })).toBeUndefined();
  });

  it('jumps to the first and the last item with Home and End', () => {
    expect(nextIndex({ ...base, key: 'Home' })).toBe(0);
    expect(nextIndex({ ...base, key: 'End' })).toBe(3);
  });

  it('answers only the arrows of its orientation', () => {
    const vertical = { ...base, orientation: 'vertical' as ArrowOrientation };
    expect(nextIndex({ ...vertical, key: 'ArrowDown' })).toBe(2);
    expect(nextIndex({ ...vertical, key: 'ArrowUp' })).toBe(0);
    expect(nextIndex({ ...vertical, key: 'ArrowRight' })).toBeUndefined();
    expect(nextIndex({ ...base, key: 'ArrowDown' })).toBeUndefined();
    expect(nextIndex({ ...base, key: 'a' })).toBeUndefined();
  });

  it('lets up go forward for a rating, in both orientations at once', () => {
    const rating = { ...base, orientation: 'both' as ArrowOrientation, upIsForward: true };
    expect(nextIndex({ ...rating, key: 'ArrowUp' })).toBe(2);
    expect(nextIndex({ ...rating, key: 'ArrowDown' })).toBe(0);
    expect(nextIndex({ ...rating, key: 'ArrowRight' })).toBe(2);
  });

  it('has nowhere to go without items', () => {
    expect(nextIndex({ ...base, count: 0, current: -1, key: 'Home' })).toBeUndefined();
  });
});

function Toolbar({ onNavigate }: { onNavigate?: (item: HTMLElement, index: number) => void }) {
  const onKeyDown = useArrowNavigation({ orientation: 'horizontal', itemSelector: 'button', onNavigate });
  return (
    <div role="toolbar" onKeyDown={onKeyDown}>
      <button type="button">One</button>
      <button type="button" disabled>
        Two
      </button>
      <button type="button" aria-disabled="true">
        Three
      </button>
      <button type="button">Four</button>
      <input aria-label="Field" />
    </div>
  );
}

describe('useArrowNavigation', () => {
  it('moves the focus over disabled items, by the direction of the provider', () => {
    const { unmount } = render(<Toolbar />);
    screen.getByRole('button', { name: 'One' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Four' })).toHaveFocus();
    unmount();

    render(
      <DirectionProvider locale="he">
        <Toolbar />
      </DirectionProvider>,
    );
    screen.getByRole('button', { name: 'One' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('button', { name: 'Four' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
  });

  it('prevents the keys it uses, and leaves keys pressed outside its items alone', () => {
    render(<Toolbar />);
    screen.getByRole('button', { name: 'One' }).focus();
    expect(fireEvent.keyDown(document.activeElement!, { key: 'End' })).toBe(false);
    expect(fireEvent.keyDown(document.activeElement!, { key: 'x' })).toBe(true);
    const field = screen.getByRole('textbox', { name: 'Field' });
    field.focus();
    expect(fireEvent.keyDown(field, { key: 'Home' })).toBe(true);
    expect(field).toHaveFocus();
  });

  it('hands the item reached to onNavigate instead of focusing it', () => {
    const onNavigate = vi.fn();
    render(<Toolbar onNavigate={onNavigate} />);
    const one = screen.getByRole('button', { name: 'One' });
    one.focus();
    fireEvent.keyDown(one, { key: 'End' });
    expect(onNavigate).toHaveBeenCalledWith(screen.getByRole('button', { name: 'Four' }), 1);
    expect(one).toHaveFocus();
  });
});
