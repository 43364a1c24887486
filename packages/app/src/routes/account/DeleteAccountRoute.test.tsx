import { render, screen, waitFor } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Root } from '../../Root';
import { deletionToken } from '../../session';
import { DeleteAccountRoute } from './DeleteAccountRoute';

afterEach(() => {
  deletionToken.clear();
  window.history.replaceState(null, '', '/');
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
