import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { rtl } from '../storybook';
import { Link } from './Link';

const Text = styled.p`
  margin: 0;
  max-inline-size: ${({ theme }) => theme.sizes.modal};
`;

const meta = {
  title: 'UI/Link',
  parameters: {
    docs: {
      description: {
        component:
          "A link rendered through the app's router (the LinkProvider the app injects), so screens work without a router in Storybook.\n\n**When to use.** Navigation, inline in text or standalone. For an action use a Button.\n\n**Right to left.** Follows the text direction; its colour and underline are the same in both.",
      },
    },
  },
  component: Link,
  args: { to: '/privacy', children: 'Privacy policy' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A standalone link: the theme's link colour, underlined on hover. */
export const Standalone: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  },
};
export const StandaloneRtl = rtl<Story>({ args: { children: 'מדיניות פרטיות' } });

/** The pointer on the link (the test runner's real pointer): darker and underlined. */
export const Hover: Story = { parameters: { hoverBeforeScreenshot: 'a[href="/privacy"]' } };
export const HoverRtl = rtl<Story>({ ...Hover, args: { children: 'מדיניות פרטיות' } });

/** Inside a sentence: always underlined, so it is told apart without its colour. */
export const Inline: Story = {
  render: (args) => (
    <Text>
      By continuing you accept the <Link {...args} inline /> of the app.
    </Text>
  ),
};
export const InlineRtl = rtl<Story>({
  args: { children: 'מדיניות הפרטיות' },
  render: (args) => (
    <Text>
      בהמשך השימוש אתם מסכימים ל<Link {...args} inline /> של האפליקציה.
    </Text>
  ),
});

/** Tab reaches the link and the focus ring shows around it. */
const focusesByTab =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name })).toHaveFocus();
  };
export const Focused: Story = { play: focusesByTab('Privacy policy') };
export const FocusedRtl = rtl<Story>({
  args: { children: 'מדיניות פרטיות' },
  play: focusesByTab('מדיניות פרטיות'),
});
