import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { rtl } from '../storybook';
import { Accordion, type AccordionItem } from './Accordion';

const faq: AccordionItem[] = [
  {
    id: 'free',
    title: 'Is the app free?',
    content: 'Yes. The audio Bible, extra study tools and offline use are part of the premium plan.',
  },
  {
    id: 'offline',
    title: 'Can I read without an internet connection?',
    content: 'Download a chapter once and read it offline.',
  },
  {
    id: 'illustrations',
    title: 'Where do the illustrations come from?',
    content: 'They are based on historical research.',
  },
  {
    id: 'notes',
    title: 'Can I save verses?',
    content: 'Yes: bookmarks, notes and saved verses.',
  },
];

const faqHe: AccordionItem[] = [
  {
    id: 'free',
    title: 'האם האפליקציה חינמית?',
    content: 'כן. התנ"ך הקולי, כלי לימוד נוספים ושימוש לא מקוון הם חלק מהמנוי.',
  },
  {
    id: 'offline',
    title: 'אפשר לקרוא בלי חיבור לאינטרנט?',
    content: 'מורידים פרק פעם אחת וקוראים בלי חיבור.',
  },
  { id: 'illustrations', title: 'על מה מבוססים האיורים?', content: 'האיורים מבוססים על מחקר היסטורי.' },
  { id: 'notes', title: 'אפשר לשמור פסוקים?', content: 'כן: סימניות, הערות ופסוקים שמורים.' },
];

const meta = {
  title: 'UI/Accordion',
  parameters: {
    docs: {
      description: {
        component:
          'Questions and answers (the FAQ): each question is a button that shows or hides its answer.\n\n**When to use.** Long lists of short answers a reader scans for one question. Not for navigation or for content everyone must read.\n\n**Right to left.** The question and its answer follow the page direction; the chevron points down and turns up when open, so it does not mirror.',
      },
    },
  },
  component: Accordion,
  args: { items: faq },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All closed; a click opens a section, a second click closes it. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('button', { name: 'Is the app free?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region')).toBeNull();
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Is the app free?' })).toHaveTextContent('premium plan');
    await userEvent.click(question);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
export const CollapsedRtl = rtl<Story>({ args: { items: faqHe } });

/**
 * One open section; opening another closes it (single mode), also from the keyboard. The picture ends
 * with the first section reopened from the keyboard, its heading showing the focus ring.
 */
export const Expanded: Story = {
  args: { defaultExpanded: ['free'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Is the app free?' });
    const second = canvas.getByRole('button', { name: 'Can I read without an internet connection?' });
    await expect(first).toHaveAttribute('aria-controls', canvas.getByRole('region').id);
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab({ shift: true });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};
export const ExpandedRtl = rtl<Story>({ args: { items: faqHe, defaultExpanded: ['free'] } });

/** Multiple mode: sections open independently. */
export const Multiple: Story = {
  args: { multiple: true, defaultExpanded: ['free'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Can I save verses?' }));
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};
export const MultipleRtl = rtl<Story>({
  args: { items: faqHe, multiple: true, defaultExpanded: ['free', 'notes'] },
});
