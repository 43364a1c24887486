import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';

/** Story play functions shared by the labelled controls: the Field wiring each of them must keep. */
type Role = 'textbox' | 'spinbutton' | 'combobox' | 'checkbox';
interface FieldPlayContext {
  args: { label: ReactNode; helpText?: ReactNode; error?: ReactNode };
  canvasElement: HTMLElement;
}

/** The help text describes the control. */
export const expectHelpText =
  (role: Role) =>
  async ({ args, canvasElement }: FieldPlayContext) => {
    await expect(within(canvasElement).getByRole(role)).toHaveAccessibleDescription(String(args.helpText));
  };

/** The error marks the control invalid and describes it. */
export const expectError =
  (role: Role) =>
  async ({ args, canvasElement }: FieldPlayContext) => {
    const control = within(canvasElement).getByRole(role);
    await expect(control).toBeInvalid();
    await expect(control).toHaveAccessibleDescription(String(args.error));
  };

/** The control says it is required, and the decorative asterisk stays out of its name. */
export const expectRequired =
  (role: Role) =>
  async ({ args, canvasElement }: FieldPlayContext) => {
    const control = within(canvasElement).getByRole(role, { name: String(args.label) });
    await expect(control).toBeRequired();
    await expect(control).toBeValid();
  };
