import { render, screen } from '@testing-library/react';
import { DirectionProvider, directionOf, useDirection } from './DirectionProvider';

function Probe() {
  const { locale, direction } = useDirection();
  return <span data-testid="probe">{`${locale} ${direction}`}</span>;
}

describe('directionOf', () => {
  it.each([
    ['he', 'rtl'],
    ['he-IL', 'rtl'],
    ['ar_EG', 'rtl'],
    ['en', 'ltr'],
    ['en-US', 'ltr'],
    ['', 'ltr'],
  ])('%s reads %s', (locale, direction) => {
    expect(directionOf(locale)).toBe(direction);
  });
});

describe('DirectionProvider', () => {
  it('derives the direction from the locale and sets dir and lang on its subtree', () => {
    render(
      <DirectionProvider locale="he-IL">
        <Probe />
      </DirectionProvider>,
    );
    const probe = screen.getByTestId('probe');
    expect(probe).toHaveTextContent('he-IL rtl');
    expect(probe.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(probe.closest('[lang]')).toHaveAttribute('lang', 'he-IL');
  });

  it('lets an explicit direction win over the locale', () => {
    render(
      <DirectionProvider locale="he" direction="ltr">
        <Probe />
      </DirectionProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('he ltr');
  });

  it('defaults to English, left to right, without a provider', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('en ltr');
  });
});
