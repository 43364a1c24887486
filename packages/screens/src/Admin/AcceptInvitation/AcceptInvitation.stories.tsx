import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hebrew, uiWords } from '@bible-admin/ui/storybook';
import { roleNames } from '../../words/roles';
import { AcceptInvitation } from './AcceptInvitation';
import { acceptInvitationMessages } from './messages';

const meta = {
  title: 'Screens/Admin/AcceptInvitation',
  component: AcceptInvitation,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    email: 'noa@example.com',
    role: 'editor',
    onSubmit: fn(),
    onPasswordChange: fn(),
  },
} satisfies Meta<typeof AcceptInvitation>;
export default meta;
type Story = StoryObj<typeof meta>;

const localeOf = (globals: Record<string, unknown>) => (globals.dir === 'rtl' ? 'he' : 'en');

/** The invitee types a name and password (the meter says the level the app scored) and joins. */
export const Ready: Story = {
  args: { passwordScore: 4 },
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf(globals);
    const words = acceptInvitationMessages[locale];
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.subtitle('noa@example.com', roleNames[locale].editor))).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(words.firstName) }), 'Noa');
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(words.lastName) }), 'Levi');
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${words.password}`)), 'quiet-harbour-lantern-42');
    if ('onPasswordChange' in args)
      await expect(args.onPasswordChange).toHaveBeenLastCalledWith('quiet-harbour-lantern-42');
    const meter = uiWords(globals).passwordStrength;
    await expect(canvas.getByRole('status')).toHaveTextContent(`${meter.name}: ${meter.level4}`);
    await userEvent.click(canvas.getByRole('button', { name: words.submit }));
    if ('onSubmit' in args)
      await expect(args.onSubmit).toHaveBeenCalledWith({
        first_name: 'Noa',
        last_name: 'Levi',
        password: 'quiet-harbour-lantern-42',
      });
  },
};
export const ReadyHebrew = hebrew<Story>(Ready);
export const ReadyPhone: Story = { ...Ready, parameters: { viewportWidth: 375 } };
export const ReadyPhoneHebrew = hebrew<Story>(ReadyPhone);

/** The password policy refused: the reason above the form, the fields kept. */
export const Refused: Story = {
  args: { error: 'Password is too common' },
  play: async ({ args, canvasElement }) =>
    expect(within(canvasElement).getByText('error' in args ? String(args.error) : '')).toBeVisible(),
};
export const RefusedHebrew = hebrew<Story>({
  ...Refused,
  args: { error: 'הסיסמה נפוצה מדי. בחרו סיסמה אחרת.' },
});

export const Loading: Story = { args: { status: 'loading' } as never };
export const LoadingHebrew = hebrew<Story>(Loading);

/** An expired (used, revoked) link says so and offers nothing else: no form. */
export const Expired: Story = {
  args: { status: 'refused', reason: 'This invitation has expired' } as never,
  play: async ({ canvasElement, globals }) => {
    const words = acceptInvitationMessages[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: words.refusedTitle })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: words.submit })).toBeNull();
  },
};
export const ExpiredHebrew = hebrew<Story>({
  ...Expired,
  args: { status: 'refused', reason: 'פג תוקפה של ההזמנה. בקשו הזמנה חדשה.' } as never,
});
export const ExpiredPhone: Story = { ...Expired, parameters: { viewportWidth: 375 } };
export const ExpiredPhoneHebrew = hebrew<Story>({ ...ExpiredPhone, args: ExpiredHebrew.args });
