import { forwardRef } from 'react';
import { render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { Link } from './Link';
import { LinkProvider, type LinkProps } from './LinkContext';

const render = (ui: ReactElement) => renderBare(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Link', () => {
  it('renders a plain anchor when no router link is injected', () => {
    render(<Link to="/users">Users</Link>);
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
  });

  it('renders the injected link component with the same props', () => {
    const Injected = forwardRef<HTMLAnchorElement, LinkProps>(function Injected({ to, ...rest }, ref) {
      return <a ref={ref} href={`#${to}`} data-router="yes" {...rest} />;
    });
    render(
      <LinkProvider component={Injected}>
        <Link to="/plans">Plans</Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Plans' });
    expect(link).toHaveAttribute('href', '#/plans');
    expect(link).toHaveAttribute('data-router', 'yes');
  });
});
