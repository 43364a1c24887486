import { Banner } from '@bible-admin/ui';

/**
 * Where one form's save stands, as the app reports it: a screen with several forms (Settings, Profile) takes one
 * of these per form, so each saves, succeeds and fails on its own.
 */
export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  /** `message` replaces the form's own success words. */
  | { status: 'saved'; message?: string }
  /** The server's message, e.g. 'Current password is incorrect'. */
  | { status: 'error'; message: string };

export const IDLE: SaveState = { status: 'idle' };

/**
 * The outcome of a form's last save, at the top of the form: green when saved (closable), red on a failure (kept
 * until the next save). A new outcome is a new banner, so a closed success shows again after the next save.
 */
export function SaveOutcome({ state, savedMessage }: { state: SaveState; savedMessage: string }) {
  if (state.status === 'saved') {
    const message = state.message || savedMessage;
    return (
      <Banner key={`saved:${message}`} type="success" closable autoCloseMs={null}>
        {message}
      </Banner>
    );
  }
  if (state.status === 'error') {
    return (
      <Banner key={`error:${state.message}`} type="error" closable={false} autoCloseMs={null}>
        {state.message}
      </Banner>
    );
  }
  return null;
}
