import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactElement } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { ToastProvider, UIProvider } from '@bible-admin/ui';
import { codeWords } from '../api/catalogue/codes';
import { httpError } from '../api/client';
import { useEditController } from './useEditController';

interface Plan {
  _id: string;
  name: string;
  version: number;
}

/**
 * The server of one plan, as the API versions it: a save sent with the stored version (or none) goes through and
 * counts the version up; one with another is refused with 409 version_conflict and the plan as stored. `refuse`
 * makes the next save a refusal with that code. Its refusals are read as the client reads a reply's.
 */
function planServer(stored: Plan) {
  const server = { stored, sent: [] as (number | undefined)[], refuse: null as string | null };
  const send = async (values: { name: string }, version: number | undefined) => {
    server.sent.push(version);
    const code = server.refuse;
    server.refuse = null;
    if (code) throw httpError(404, { success: false, status_code: 404, code, message: 'Plan not found' });
    if (version !== undefined && version !== server.stored.version) {
      throw httpError(409, {
        success: false,
        status_code: 409,
        code: 'version_conflict',
        message: 'This record was changed by someone else',
        data: server.stored,
      });
    }
    server.stored = { ...server.stored, name: values.name, version: server.stored.version + 1 };
  };
  return { server, send };
}

/**
 * A plan's edit page as the routes build one: the form is dirty while its name differs from the loaded plan's, and
 * a save re-reads the plan (as the app's data hooks do), so the form takes the saved values.
 */
function PlanPage({ backend, guarded }: { backend: ReturnType<typeof planServer>; guarded?: boolean }) {
  const [loaded, setLoaded] = useState(backend.server.stored);
  const [name, setName] = useState(loaded.name);
  const edit = useEditController<{ name: string }, Plan>({
    record: loaded,
    send: async (values, version) => {
      await backend.send(values, version);
      setLoaded(backend.server.stored);
    },
    failed: 'Failed to save the plan',
    done: 'Plan updated',
    loadTheirs: (plan) => {
      setLoaded(plan);
      setName(plan.name);
    },
    guarded,
  });
  const dirty = name !== loaded.name;
  const { onDirtyChange } = edit;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return (
    <>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="button" onClick={() => edit.submit({ name })}>
        Save
      </button>
      {edit.error && <p role="alert">{edit.error}</p>}
      {edit.conflict && (
        <section aria-label="Conflict">
          <p>Theirs: {edit.conflict.theirs.name}</p>
          <button type="button" onClick={() => edit.conflict?.onLoadTheirs()}>
            Load theirs
          </button>
          <button type="button" onClick={() => edit.conflict?.onOverwrite({ name })}>
            Overwrite
          </button>
        </section>
      )}
      <p>Loaded version {loaded.version}</p>
      <Link to="/other">Other page</Link>
      {edit.guard}
    </>
  );
}

/** `page` at /form, beside /other, with the providers of the admin layout. */
function show(page: ReactElement, locale = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/form', element: page },
      { path: '/other', element: <h1>Other</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <UIProvider locale={locale}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </UIProvider>,
  );
  return router;
}

function setup(stored: Plan, locale = 'en', guarded?: boolean) {
  const backend = planServer(stored);
  const router = show(<PlanPage backend={backend} guarded={guarded} />, locale);
  const type = (value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value } });
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const leave = () => fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
  return { ...backend, router, type, save, leave };
}

describe('useEditController', () => {
  it('saves with the loaded version, toasts, and takes the saved version', async () => {
    const page = setup({ _id: 'p1', name: 'Basic', version: 2 });
    page.type('Premium');
    page.save();
    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    expect(page.server.sent).toEqual([2]);
    expect(screen.getByText('Loaded version 3')).toBeInTheDocument();

    page.type('Gold');
    page.save();
    await waitFor(() => expect(page.server.sent).toEqual([2, 3]));
    expect(await screen.findByText('Loaded version 4')).toBeInTheDocument();
  });

  it("shows a refusal in the admin's language by its code and keeps the values", async () => {
    const page = setup({ _id: 'p1', name: 'Basic', version: 2 }, 'he');
    page.server.refuse = 'plan_not_found';
    page.type('Premium');
    page.save();
    expect(await screen.findByRole('alert')).toHaveTextContent(codeWords.he!.plan_not_found);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Premium');
    expect(screen.queryByRole('region', { name: 'Conflict' })).toBeNull();
  });

  it('keeps theirs on a conflict; saving again is refused again, Overwrite sends their version', async () => {
    const page = setup({ _id: 'p1', name: 'Basic', version: 2 });
    page.server.stored = { _id: 'p1', name: 'Theirs', version: 3 };
    page.type('Mine');
    page.save();
    const conflict = await screen.findByRole('region', { name: 'Conflict' });
    expect(conflict).toHaveTextContent('Theirs: Theirs');
    // The notice says it: no refusal's words besides.
    expect(screen.queryByRole('alert')).toBeNull();

    page.save();
    await waitFor(() => expect(page.server.sent).toEqual([2, 2]));
    expect(screen.getByRole('region', { name: 'Conflict' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Conflict' })).toBeNull());
    expect(page.server.sent).toEqual([2, 2, 3]);
    expect(page.server.stored).toEqual({ _id: 'p1', name: 'Mine', version: 4 });
  });

  it('Load theirs makes the stored record the loaded one, whose version the next save sends', async () => {
    const page = setup({ _id: 'p1', name: 'Basic', version: 2 });
    page.server.stored = { _id: 'p1', name: 'Theirs', version: 5 };
    page.type('Mine');
    page.save();
    fireEvent.click(await screen.findByRole('button', { name: 'Load theirs' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Theirs');
    expect(screen.queryByRole('region', { name: 'Conflict' })).toBeNull();
    page.type('Mine again');
    page.save();
    await waitFor(() => expect(page.server.sent).toEqual([2, 5]));
  });

  it('guards again after a save when the admin edits again and leaves', async () => {
    const page = setup({ _id: 'p1', name: 'Basic', version: 2 });
    page.type('Premium');
    page.save();
    await screen.findByText('Plan updated');

    page.type('Gold');
    page.leave();
    fireEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(page.router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Gold');
  });

  it("makes no guard of its own for a page's second form (the first one's covers the page)", async () => {
    const page = setup({ _id: 'p1', name: 'Basic', version: 2 }, 'en', false);
    page.type('Premium');
    page.leave();
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/other'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

/** A page that leaves after its save, as the chapter and verse forms do: its form still has its changes then. */
function LeavingPage() {
  const [dirty, setDirty] = useState(false);
  const navigate = useNavigate();
  const edit = useEditController<object>({
    send: () => Promise.resolve(),
    failed: 'Failed',
    then: () => void navigate('/other'),
  });
  const { onDirtyChange } = edit;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Change
      </button>
      <button type="button" onClick={() => edit.submit({})}>
        Save
      </button>
      <Link to="/other">Other page</Link>
      {edit.guard}
    </>
  );
}

describe('useEditController leaving after a save', () => {
  function setupLeaving() {
    const router = show(<LeavingPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    return router;
  }

  it("lets the save's own navigation through", async () => {
    const router = setupLeaving();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks about any other navigation', async () => {
    setupLeaving();
    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave this page?' })).toBeInTheDocument();
  });
});
