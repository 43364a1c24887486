import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { rtl } from '../storybook';
import { colors } from '../theme';
import { Avatar, type AvatarSize } from './Avatar';

// A tiny inline picture, so the story needs no network.
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${colors.brandSoft}"/>` +
      `<circle cx="20" cy="16" r="7" fill="${colors.brand}"/><rect x="8" y="26" width="24" height="14" rx="7" fill="${colors.brand}"/></svg>`,
  );
// Valid URL syntax, undecodable image: the browser fires `error`.
const BROKEN = 'data:image/png;base64,AAAA';

const meta = {
  title: 'UI/Avatar',
  parameters: {
    docs: {
      description: {
        component:
          "A person's picture, or their initials on a colour picked from the name (the same name always gets the same colour).\n\n**When to use.** Beside a user's name in lists, the header and detail dialogs. Decorative when the name is written next to it.\n\n**Right to left.** Nothing mirrors; Hebrew initials are taken from the Hebrew name and read right to left.",
      },
    },
  },
  component: Avatar,
  args: { name: 'Moshe Cohen' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The initials stand in for the picture, under the same name; with a broken src they replace the <img>. */
const expectInitials =
  (name: string, letters: string): Story['play'] =>
  async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(within(canvasElement).getByRole('img', { name })).toHaveTextContent(letters);
  };

export const Image: Story = {
  args: { src: PICTURE },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Moshe Cohen' });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expect(image.tagName).toBe('IMG');
  },
};
export const ImageRtl = rtl<Story>({
  args: { name: 'משה כהן', src: PICTURE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'משה כהן' }).tagName).toBe('IMG');
  },
});

export const Initials: Story = { play: expectInitials('Moshe Cohen', 'MC') };
export const InitialsRtl = rtl<Story>({ args: { name: 'משה כהן' }, play: expectInitials('משה כהן', 'מכ') });

const SAME_AS_INITIALS =
  'A picture that fails to load falls back to the initials: the same picture as Initials.';
export const BrokenImage: Story = {
  args: { src: BROKEN },
  parameters: { sameBaselineAs: SAME_AS_INITIALS },
  play: expectInitials('Moshe Cohen', 'MC'),
};
export const BrokenImageRtl = rtl<Story>({
  args: { name: 'משה כהן', src: BROKEN },
  parameters: { sameBaselineAs: SAME_AS_INITIALS },
  play: expectInitials('משה כהן', 'מכ'),
});

export const Small: Story = {
  args: { size: 'sm', name: 'Sarah Levi' },
  play: expectInitials('Sarah Levi', 'SL'),
};
export const SmallRtl = rtl<Story>({
  args: { size: 'sm', name: 'שרה לוי' },
  play: expectInitials('שרה לוי', 'של'),
});
export const Large: Story = {
  args: { size: 'lg', name: 'David Mizrahi' },
  play: expectInitials('David Mizrahi', 'DM'),
};
export const LargeRtl = rtl<Story>({
  args: { size: 'lg', name: 'דוד מזרחי' },
  play: expectInitials('דוד מזרחי', 'דמ'),
});

const Person = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Beside a visible name the avatar is decorative (alt=''): the name is said once. */
export const Decorative: Story = {
  render: (args) => (
    <Person>
      <Avatar {...args} />
      {args.name}
    </Person>
  ),
  args: { alt: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(within(canvasElement).getByText('Moshe Cohen')).toBeVisible();
  },
};
export const DecorativeRtl = rtl<Story>({
  ...Decorative,
  args: { name: 'משה כהן', alt: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
});

/** A person without a name: '?' and the kit's 'Unknown user' as the picture's name, in the provider's language. */
export const Unnamed: Story = { args: { name: '' }, play: expectInitials('Unknown user', '?') };
export const UnnamedRtl = rtl<Story>({ args: { name: '' }, play: expectInitials('משתמש לא ידוע', '?') });

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, max-content);
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  align-items: center;
`;
const SIZES: AvatarSize[] = ['sm', 'md', 'lg'];

/** Every size, with a picture, with initials (a broken picture shows these too) and without a name. */
const allSizes = (name: string) => () => (
  <Grid>
    {SIZES.map((size) => (
      <Avatar key={`picture-${size}`} name={name} src={PICTURE} size={size} />
    ))}
    {SIZES.map((size) => (
      <Avatar key={`initials-${size}`} name={name} size={size} />
    ))}
    {SIZES.map((size) => (
      <Avatar key={`unnamed-${size}`} name="" size={size} />
    ))}
  </Grid>
);
export const AllSizes: Story = {
  render: allSizes('Moshe Cohen'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Moshe Cohen' })).toHaveLength(6);
    await expect(canvas.getAllByRole('img', { name: 'Unknown user' })).toHaveLength(3);
  },
};
export const AllSizesRtl = rtl<Story>({
  render: allSizes('משה כהן'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: 'משתמש לא ידוע' })).toHaveLength(3);
  },
});
