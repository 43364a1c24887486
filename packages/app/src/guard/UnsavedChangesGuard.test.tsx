import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { UIProvider } from '@bible-admin/ui';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/** A page whose form is dirty once its box is ticked; Save lets its own navigation to the list through. */
function FormPage() {
  const [dirty, setDirty] = useState(false);
  const passing = useRef(false);
  const navigate = useNavigate();
  return (
    <>
      <label>
        Changed
        <input type="checkbox" checked={dirty} onChange={(event) => setDirty(event.target.checked)} />
      </label>
      <Link to="/other">Other page</Link>
      <button
        type="button"
        onClick={() => {
          passing.current = true;
          void navigate('/other');
          passing.current = false;
        }}
      >
        Save
      </button>
      <UnsavedChangesGuard dirty={dirty} passing={passing} />
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <FormPage /> },
      { path: '/other', element: <h1>Other</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <UIProvider>
      <RouterProvider router={router} />
    </UIProvider>,
  );
  return router;
}

describe('UnsavedChangesGuard', () => {
  it('lets a clean page go without asking', async () => {
    const router = setup();
    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before leaving changes; Stay keeps the page and its values', async () => {
    const router = setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Changed' }));
    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('Your changes will be lost.');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('checkbox', { name: 'Changed' })).toBeChecked();
  });

  it('Leave goes on to the page asked for', async () => {
    const router = setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Changed' }));
    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });

  it('lets the navigation of a save through', async () => {
    const router = setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Changed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks the browser before a reload only while there are changes', () => {
    setup();
    const reload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => {
        window.dispatchEvent(event);
      });
      return event.defaultPrevented;
    };
    expect(reload()).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Changed' }));
    expect(reload()).toBe(true);
  });
});
