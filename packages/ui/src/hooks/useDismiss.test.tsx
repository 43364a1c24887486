import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useDismiss, type DismissReason } from './useDismiss';

function Layer({
  name,
  onDismiss,
  watchOutside = false,
}: {
  name: string;
  onDismiss: (reason: DismissReason) => void;
  watchOutside?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss({ enabled: true, onDismiss, inside: watchOutside ? [ref] : undefined });
  return <div ref={ref}>{name}</div>;
}

describe('useDismiss', () => {
  it('gives Escape to the innermost layer only', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const { rerender } = render(
      <>
        <Layer name="outer" onDismiss={outer} />
        <Layer name="inner" onDismiss={inner} />
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(inner).toHaveBeenCalledWith('escape');
    expect(outer).not.toHaveBeenCalled();
    rerender(<Layer name="outer" onDismiss={outer} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('dismisses on a press outside, not inside, and leaves outside presses to layers that watch them', () => {
    const menu = vi.fn();
    const tooltip = vi.fn();
    render(
      <>
        <p>page</p>
        <Layer name="menu" onDismiss={menu} watchOutside />
        <Layer name="tooltip" onDismiss={tooltip} />
      </>,
    );
    fireEvent.pointerDown(screen.getByText('menu'));
    expect(menu).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('page'));
    expect(menu).toHaveBeenCalledWith('outside');
    expect(tooltip).not.toHaveBeenCalled();
  });
});
