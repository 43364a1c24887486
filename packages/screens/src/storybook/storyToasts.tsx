import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ToastProvider } from '@bible-admin/ui';
import { uiWords } from '@bible-admin/ui/storybook';
import { pageGlobals } from './storyActions';

/**
 * Stories only: the toasts around a screen, as the app's root has them (a screen's "like the app" render calls
 * `useToast()` where the app's route does). They stay until closed, so the picture does not depend on how long the
 * runner takes to take it.
 */
export const withToasts: Decorator = (Story) => (
  <ToastProvider autoCloseMs={null}>
    <Story />
  </ToastProvider>
);

/** Stories only: the toast `message` shows in the notifications corner (named in the story's language). */
export async function expectToast(canvasElement: HTMLElement, message: string) {
  const { region: name } = uiWords(pageGlobals(canvasElement)).toast;
  const region = within(canvasElement.ownerDocument.body).getByRole('region', { name });
  await waitFor(() => expect(within(region).getByText(message)).toBeVisible());
}
