import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { languageSwitchMessages } from '@bible-admin/ui';
import { AdminLogin } from './Login';

const meta = {
  title: 'Screens/Admin/Login',
  component: AdminLogin,
  parameters: { layout: 'fullscreen' },
  // The app always offers the languages on this page.
  args: { status: 'idle', onSubmit: fn(), onLocaleChange: fn() },
} satisfies Meta<typeof AdminLogin>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = { username: 'admin@example.com', password: 'correct horse' };

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(canvas.getByText('Sign in to access the admin panel')).toBeVisible();
    await expect(canvas.getByLabelText(/Email address/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

/** Sign in with nothing filled: both fields are required; then a username that is not an e-mail. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Please enter your email address')).toBeVisible();
    await expect(canvas.getByText('Please enter your password')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Email address/), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
  parameters: { blurBeforeScreenshot: true },
};

/** The eye button shows what was typed. */
export const PasswordShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('correct horse');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
  parameters: { blurBeforeScreenshot: true },
};

/** The values, Remember me included, go to onSubmit (the app keeps the session longer when it is ticked). */
export const SubmitsRememberMe: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), ' admin@example.com ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, remember: true });
  },
};

export const Submitting: Story = {
  args: { status: 'submitting', initialValues: { ...filled, remember: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Signing in\.\.\./ });
    await expect(button).toBeDisabled();
    await expect(canvas.getByLabelText(/Email address/)).toBeDisabled();
  },
};

export const InvalidCredentials: Story = {
  args: { status: 'invalidCredentials', initialValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invalid username or password. Please try again.')).toBeVisible();
    // The typed e-mail stays for another try.
    await expect(canvas.getByLabelText(/Email address/)).toHaveValue('admin@example.com');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

export const ServerUnreachable: Story = {
  args: { status: 'unreachable', initialValues: filled },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Server unreachable. Please try again later.'),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { viewportWidth: 375 },
  args: { status: 'invalidCredentials', initialValues: filled },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Welcome back' });
    await expect(form.getBoundingClientRect().width).toBeLessThan(375);
  },
};

/**
 * The language switch, at the top of the page on its inline end, has the page's language chosen; choosing the
 * other one asks the app for it (the page changes when the app's locale does).
 */
export const LanguageChoice: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const rtl = globals.dir === 'rtl';
    const group = canvas.getByRole('radiogroup', { name: languageSwitchMessages[rtl ? 'he' : 'en'].label });
    const [current, other] = rtl ? ['עברית', 'English'] : ['English', 'עברית'];
    await expect(within(group).getByRole('radio', { name: current })).toBeChecked();
    // The switch sits above the card, at the page's inline end.
    const form = canvas.getByRole('form');
    await expect(group.getBoundingClientRect().bottom).toBeLessThanOrEqual(form.getBoundingClientRect().top);
    const end = (el: Element) => (rtl ? -el.getBoundingClientRect().left : el.getBoundingClientRect().right);
    await expect(end(group)).toBeGreaterThan(end(form));
    await userEvent.click(within(group).getByRole('radio', { name: other }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith(rtl ? 'en' : 'he');
  },
  parameters: {
    blurBeforeScreenshot: true,
    sameBaselineAs: "the page is Idle's until the app's locale changes, which the app does on this call",
  },
};
