import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { useFocusTrap } from './useFocusTrap';

function Trap({ active = true, name, children }: { active?: boolean; name: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, active);
  return (
    <div ref={ref} tabIndex={-1} aria-label={name} role="dialog">
      {children}
    </div>
  );
}

const tab = (shift = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });
const button = (name: string) => screen.getByRole('button', { name });

describe('useFocusTrap', () => {
  it('focuses the first reachable element, skipping disabled, hidden and tabindex="-1" ones', () => {
    render(
      <Trap name="trap">
        <button disabled>Disabled</button>
        <div hidden>
          <button>Hidden</button>
        </div>
        <button tabIndex={-1}>Skipped</button>
        <button>First</button>
        <a href="/profile">Last</a>
      </Trap>,
    );
    expect(button('First')).toHaveFocus();
  });

  it('wraps Tab from the last element and Shift+Tab from the first', () => {
    render(
      <Trap name="trap">
        <button>First</button>
        <button>Last</button>
      </Trap>,
    );
    button('Last').focus();
    tab();
    expect(button('First')).toHaveFocus();
    tab(true);
    expect(button('Last')).toHaveFocus();
  });

  it('brings focus back in when it was lost to the body', () => {
    render(
      <Trap name="trap">
        <button>First</button>
        <button>Last</button>
      </Trap>,
    );
    button('First').blur();
    expect(document.body).toHaveFocus();
    tab();
    expect(button('First')).toHaveFocus();
    button('First').blur();
    tab(true);
    expect(button('Last')).toHaveFocus();
  });

  it('keeps focus on the container when nothing inside can take it', () => {
    render(<Trap name="empty">Nothing to focus</Trap>);
    const container = screen.getByRole('dialog', { name: 'empty' });
    expect(container).toHaveFocus();
    tab();
    expect(container).toHaveFocus();
  });

  it('lets only the innermost trap act, and gives focus back to the opener of the inner one', () => {
    function Nested({ inner }: { inner: boolean }) {
      return (
        <>
          <Trap name="outer">
            <button>Outer</button>
            <button>Outer last</button>
          </Trap>
          {inner && (
            <Trap name="inner">
              <button>Inner</button>
            </Trap>
          )}
        </>
      );
    }
    const { rerender } = render(<Nested inner={false} />);
    expect(button('Outer')).toHaveFocus();
    button('Outer last').focus();
    rerender(<Nested inner />);
    expect(button('Inner')).toHaveFocus();
    tab();
    expect(button('Inner')).toHaveFocus();
    rerender(<Nested inner={false} />);
    expect(button('Outer last')).toHaveFocus();
    tab();
    expect(button('Outer')).toHaveFocus();
  });

  it('does nothing while inactive', () => {
    render(
      <>
        <button>Outside</button>
        <Trap name="trap" active={false}>
          <button>Inside</button>
        </Trap>
      </>,
    );
    button('Outside').focus();
    tab();
    expect(button('Outside')).toHaveFocus();
  });
});
