import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rtl } from '../storybook';
import { existingImageUrl, pngFile, textFile } from '../storybook/fixtures/imagePicker';
import { ImagePicker, type ImagePickerProps } from './ImagePicker';

/** The picker is controlled: this keeps the chosen value, as a form would, and reports to the spy. */
function Controlled(args: ImagePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <ImagePicker
      {...args}
      value={value}
      onChange={(file) => {
        setValue(file);
        args.onChange(file);
      }}
    />
  );
}

const meta = {
  title: 'UI/ImagePicker',
  parameters: {
    docs: {
      description: {
        component:
          "Chooses one image file, with a preview of it (or of the current image) and a button to remove it; a file that is not an image shows an error and is not passed on.\n\n**When to use.** Uploading a single picture (a chapter's image, a profile photo).\n\n**Right to left.** The preview sits at the inline start and the buttons after it, so the row is reversed in Hebrew; built-in labels come from the Hebrew table.",
      },
    },
  },
  component: ImagePicker,
  args: { label: 'Chapter Image', value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ImagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const HEBREW = { label: 'תמונת הפרק' };
/** The built-in words the story expects: the RTL twins get Hebrew from the provider, with no labels prop. */
const words = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.documentElement.dir === 'rtl'
    ? {
        choose: 'בחירת תמונה',
        replace: 'החלפת התמונה',
        remove: 'הסרת התמונה',
        required: '(חובה)',
        previewAlt: 'התמונה שנבחרה',
        invalidType: 'יש לבחור קובץ תמונה (PNG, JPEG, WebP או GIF).',
      }
    : {
        choose: 'Choose image',
        replace: 'Replace image',
        remove: 'Remove image',
        required: '(required)',
        previewAlt: 'Selected image',
        invalidType: 'Please choose an image file (PNG, JPEG, WebP or GIF).',
      };
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button')).toHaveAccessibleName(
      `${args.label} ${words(canvasElement).choose}`,
    );
  },
};
export const EmptyRtl = rtl({ ...Empty, args: { ...Empty.args, ...HEBREW } });

/** Choosing an image passes the file on and previews it. */
export const Chosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = pngFile();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    const preview = await canvas.findByRole('img', { name: words(canvasElement).previewAlt });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByRole('button', { name: words(canvasElement).remove })).toBeVisible();
  },
};
export const ChosenRtl = rtl({ ...Chosen, args: { ...Chosen.args, ...HEBREW } });

/** The current image from the server is previewed. */
export const ExistingImage: Story = {
  args: { value: existingImageUrl },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAttribute('src', existingImageUrl);
    await expect(
      canvas.getByRole('button', { name: `${args.label} ${words(canvasElement).replace}` }),
    ).toBeVisible();
  },
};
export const ExistingImageRtl = rtl({ ...ExistingImage, args: { ...ExistingImage.args, ...HEBREW } });

/** Remove reports null, empties the preview and leaves focus on the choose button. */
export const Removed: Story = {
  args: { value: existingImageUrl },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words(canvasElement).remove }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByRole('img')).toBeNull();
    const choose = canvas.getByRole('button', {
      name: `${args.label} ${words(canvasElement).choose}`,
    });
    await expect(choose).toHaveFocus();
  },
};
export const RemovedRtl = rtl({ ...Removed, args: { ...Removed.args, ...HEBREW } });

/** A file that is not an image (picked with the dialog's 'All files') is refused with a message. */
export const NotAnImage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // applyAccept: false plays the user who switches the file dialog to 'All files'.
    await userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), textFile());
    const message = words(canvasElement).invalidType;
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `${args.label} ${words(canvasElement).choose}` }),
    ).toHaveAccessibleDescription(message);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
export const NotAnImageRtl = rtl({ ...NotAnImage, args: { ...NotAnImage.args, ...HEBREW } });

/**
 * Tab reaches the button that replaces the current image (its focus ring shows), and Enter opens the file
 * dialog (the hidden input's click).
 */
export const Keyboard: Story = {
  args: { value: existingImageUrl },
  play: async ({ args, canvasElement }) => {
    const input = fileInput(canvasElement);
    const opened = fn();
    input.addEventListener('click', (event) => {
      event.preventDefault(); // no real dialog in a test
      opened();
    });
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', {
        name: `${args.label} ${words(canvasElement).replace}`,
      }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
  },
};
export const KeyboardRtl = rtl({ ...Keyboard, args: { ...Keyboard.args, ...HEBREW } });

export const Disabled: Story = {
  args: { value: existingImageUrl, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: words(canvasElement).remove })).toBeNull();
  },
};
export const DisabledRtl = rtl({ ...Disabled, args: { ...Disabled.args, ...HEBREW } });

export const WithHelpText: Story = {
  args: { label: 'Profile Photo', helpText: 'A square image looks best.' },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription(
      String(args.helpText),
    );
  },
};
export const WithHelpTextRtl = rtl({
  ...WithHelpText,
  args: { ...WithHelpText.args, ...HEBREW, label: 'תמונת פרופיל', helpText: 'תמונה ריבועית נראית הכי טוב.' },
});

export const WithError: Story = {
  args: { required: true, error: 'Chapter image is required' },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription(String(args.error));
  },
};
export const WithErrorRtl = rtl({
  ...WithError,
  args: { ...WithError.args, ...HEBREW, error: 'יש לבחור תמונה לפרק' },
});

/**
 * The choose button is named by the field's label too, so a screen reader hears which image is asked for,
 * and that it is required: the asterisk is only seen, the name says '(required)'.
 */
export const Required: Story = {
  args: { required: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', {
        name: `${args.label} ${words(canvasElement).required} ${words(canvasElement).choose}`,
      }),
    ).toBeEnabled();
    await expect(canvas.getByText(words(canvasElement).required)).not.toBeVisible();
  },
};
export const RequiredRtl = rtl({ ...Required, args: { ...Required.args, ...HEBREW } });
