import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UIProvider } from '@bible-admin/ui';
import { ApiError } from '../api/errors';
import { useRecentPassword } from './recentPassword';

const reply = (status: number, payload: object) =>
  new Response(JSON.stringify({ success: status === 200, status_code: status, message: 'OK', ...payload }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The server's confirm-password: the password 'right' only. */
function server() {
  const tried: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const password = new URLSearchParams(String(init?.body)).get('password') ?? '';
      tried.push(password);
      return password === 'right'
        ? reply(200, {})
        : reply(400, { message: 'Current password is incorrect', code: 'current_password_incorrect' });
    }),
  );
  return { tried };
}

const refusal = () =>
  new ApiError('http', 'Password required', { status: 403, code: 'reauthentication_required' });

function Page({ send, done }: { send: () => Promise<string>; done: (outcome: string) => void }) {
  const { withRecentPassword, dialog } = useRecentPassword();
  const save = withRecentPassword(send);
  return (
    <>
      <button onClick={() => void save().then(done, (error: Error) => done(`failed: ${error.message}`))}>
        Save
      </button>
      {dialog}
    </>
  );
}

const renderPage = (send: () => Promise<string>) => {
  const done = vi.fn();
  render(
    <UIProvider locale="en">
      <Page send={send} done={done} />
    </UIProvider>,
  );
  return done;
};

const passwordField = () => screen.getByLabelText(/^Current Password/);

afterEach(() => vi.unstubAllGlobals());

describe('useRecentPassword', () => {
  it('asks for the password on reauthentication_required, confirms it, and sends the call once more', async () => {
    const { tried } = server();
    const send = vi.fn().mockRejectedValueOnce(refusal()).mockResolvedValueOnce('saved');
    const done = renderPage(send);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    expect(dialog).toBeVisible();

    fireEvent.change(passwordField(), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(send).toHaveBeenCalledTimes(1);

    fireEvent.change(passwordField(), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('saved'));
    expect(tried).toEqual(['wrong', 'right']);
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancelled, the call fails with the refusal; other failures never ask', async () => {
    server();
    const send = vi.fn().mockRejectedValueOnce(refusal()).mockRejectedValueOnce(new Error('boom'));
    const done = renderPage(send);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Confirm your password' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    await waitFor(() => expect(done).toHaveBeenCalledWith('failed: Password required'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('failed: boom'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
