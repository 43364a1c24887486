import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Root } from '../../Root';
import { deletionToken } from '../../session';
import { readerEmail } from './readerEmail';
import { AccountRoute, DeleteAccountRoute } from './DeleteAccountRoute';

afterEach(() => {
  deletionToken.clear();
  readerEmail.clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The app's auth base: a login answers a token and the account it belongs to. */
function appLogin(email: string) {
  const fetch = vi.fn(async () =>
    Response.json({
      success: true,
      status_code: 200,
      message: 'OK',
      access_token: 'reader-token',
      token_type: 'bearer',
      user: {
        _id: 'u1',
        name: 'Dana Levi',
        first_name: 'Dana',
        last_name: 'Levi',
        email,
        role: 'user',
        profile_pic: null,
        status: 'Active',
        plan: null,
        plan_id: null,
        device: 'ios',
        created_at: '2026-01-01T00:00:00.000Z',
        locale: 'en',
        version: 1,
      },
    }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAt(path: string) {
  window.history.replaceState(null, '', `${path}?lang=en`);
  const router = createBrowserRouter([
    {
      element: <Root />,
      children: [
        { path: 'account', element: <AccountRoute /> },
        { path: 'delete-account', element: <DeleteAccountRoute /> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe("the reader's account page", () => {
  it('signs a reader in on the app auth base, names the account, and signs out', async () => {
    const fetch = appLogin('dana@example.com');
    renderAt('/account');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'Dana@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(/Signed in as/)).toHaveTextContent('dana@example.com');
    expect(String((fetch.mock.calls as unknown[][])[0]?.[0])).toMatch(/\/api\/app\/login$/);
    expect(deletionToken.read()).toBe('reader-token');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
    expect(deletionToken.read()).toBeNull();
    expect(readerEmail.read()).toBeNull();
    // Typing in jsdom is slow on a busy machine.
  }, 30_000);

  it('names the signed-in account on the deletion page too, with a way back', async () => {
    deletionToken.write('reader-token', true);
    readerEmail.write('dana@example.com', true);
    renderAt('/delete-account');
    expect(await screen.findByText(/The account to delete:/)).toHaveTextContent('dana@example.com');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/account');
  });
});

describe('the account-deletion page', () => {
  it("takes a link's token out of the address (replaced, not a new history entry) and asks to confirm", async () => {
    window.history.replaceState(null, '', '/delete-account?token=secret-token&lang=x');
    const entries = window.history.length;
    const router = createBrowserRouter([
      { element: <Root />, children: [{ path: 'delete-account', element: <DeleteAccountRoute /> }] },
    ]);
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(window.location.search).toBe('?lang=x'));
    expect(window.location.pathname).toBe('/delete-account');
    expect(window.location.href).not.toContain('secret-token');
    expect(window.history.length).toBe(entries);
    expect(deletionToken.read()).toBe('secret-token');
    expect(await screen.findByRole('button', { name: /Delete My Account|מחיקת החשבון שלי/ })).toBeVisible();
  });
});
