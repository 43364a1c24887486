import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hebrew } from '@bible-admin/ui/storybook';
import { hereSession, phoneSession, sessionNow, unknownSession } from '../../storybook/fixtures/sessions';
import { SessionsCard } from './SessionsCard';
import { sessionsMessages } from './sessionsMessages';

/** The card's words in the story's language (the Hebrew twins read Hebrew). */
const copy = (globals: Record<string, unknown>) => sessionsMessages[globals.dir === 'rtl' ? 'he' : 'en'];

const now = sessionNow;
const here = hereSession;
const phone = phoneSession;
const unknown = unknownSession;

const meta = {
  title: 'Screens/Admin/Profile/Sessions',
  component: SessionsCard,
  args: {
    status: 'ready',
    sessions: [here, phone, unknown],
    now,
    onEnd: fn(),
    onEndOthers: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SessionsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', sessions: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('region', { name: copy(globals).title })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
export const LoadingHebrew = hebrew<Story>(Loading);

/** Signed in only here: no End, and no End all other sessions. */
export const OneSession: Story = {
  args: { sessions: [here] },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.thisDevice)).toBeVisible();
    await expect(canvas.getByText(words.onlyThis)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const OneSessionHebrew = hebrew<Story>(OneSession);

/** This one marked; End on each other one; an unknown browser says so. */
export const Several: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const words = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: new RegExp(`^${words.end}: `) })).toHaveLength(2);
    await expect(canvas.getByText(words.unknownBrowser)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: `${words.end}: Safari 17 · iOS · ${words.deviceTypes.phone}` }),
    );
    await expect(args.onEnd).toHaveBeenCalledWith('s-phone');
  },
};
export const SeveralHebrew = hebrew<Story>(Several);

/** One being ended: its button busy, the others wait. */
export const Ending: Story = {
  args: { ending: 's-phone' },
  play: async ({ canvasElement, globals }) => {
    const words = copy(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: words.endOthers })).toBeDisabled();
  },
};
export const EndingHebrew = hebrew<Story>(Ending);

/** End all other sessions asks first; Cancel changes nothing, the confirmation hands over. */
export const EndOthersConfirmation: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const words = copy(globals);
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: words.endOthers }));
    const dialog = page.getByRole('alertdialog', { name: words.endOthersTitle });
    await expect(dialog).toHaveTextContent(words.endOthersMessage);
    await userEvent.click(within(dialog).getByRole('button', { name: words.cancel }));
    await expect(args.onEndOthers).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: words.endOthers }));
    await userEvent.click(
      within(page.getByRole('alertdialog', { name: words.endOthersTitle })).getByRole('button', {
        name: words.endOthersConfirm,
      }),
    );
    await expect(args.onEndOthers).toHaveBeenCalledTimes(1);
  },
};
export const EndOthersConfirmationHebrew = hebrew<Story>(EndOthersConfirmation);

export const Error: Story = {
  args: { status: 'error', sessions: [] },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(copy(globals).loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const ErrorHebrew = hebrew<Story>(Error);

/** A phone: each row's End wraps under its details; nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
export const PhoneHebrew = hebrew<Story>(Phone);
