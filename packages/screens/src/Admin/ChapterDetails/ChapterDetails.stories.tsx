import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { silentWav } from '@bible-admin/ui/storybook';
import { creationChapter, edenChapter } from '../fixtures/chapters';
import { genesisVerses } from '../fixtures/genesis';
import { expectFitsPhone } from '../common/storyActions';
import { ChapterDetails } from './ChapterDetails';

const meta = {
  title: 'Screens/Admin/ChapterDetails',
  component: ChapterDetails,
  parameters: { layout: 'fullscreen' },
  args: { status: 'ready', chapter: { ...creationChapter, audio_url_male: silentWav(3) }, onRetry: fn() },
} satisfies Meta<typeof ChapterDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', chapter: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { status: 'error', chapter: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch chapter details');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { status: 'not-found', chapter: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chapter not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Chapters' })).toHaveAttribute('href', '/chapters');
  },
};

/** Images with their buy links, the text right to left, the audio content, a player for the voice with audio, verse media. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chapter 1' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Chapter' })).toHaveAttribute(
      'href',
      '/edit-chapter/ch-1',
    );
    await expect(canvas.getByRole('link', { name: 'View Verses' })).toHaveAttribute(
      'href',
      '/chapter-verses/ch-1',
    );
    await expect(canvas.getByRole('img', { name: 'Chapter Image' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buy this image: Cover Image' })).toHaveAttribute(
      'href',
      'https://shop.example.com/prints/creation-cover',
    );
    const content = canvas.getByRole('region', { name: 'Chapter Content' });
    const text = within(content).getByText(genesisVerses[0]![0]!);
    await expect(text.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    // A player for the male voice (it has audio), a note for the female voice.
    const player = canvas.getByRole('group', { name: 'Male voice' });
    await waitFor(() => expect(within(player).getByText('0:03')).toBeVisible());
    await expect(canvas.getByText('No audio generated yet')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Verse 1' })).toBeVisible();
  },
};

/** No buy links, no audio content, no narration, no verse media. */
export const Sparse: Story = {
  args: { chapter: edenChapter },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('No buy link')).toHaveLength(2);
    await expect(
      canvas.getByText('No audio content yet: add it in Edit Chapter to generate the narration.'),
    ).toBeVisible();
    await expect(canvas.getAllByText('No audio generated yet')).toHaveLength(2);
    await expect(canvas.getByText('No verse media added yet.')).toBeVisible();
  },
};

/** At phone width the details stack in one column that fits the screen, every link in view. */
export const Phone: Story = {
  parameters: { viewportWidth: 390 },
  play: async ({ canvasElement }) => {
    const controls = await expectFitsPhone(canvasElement);
    await expect(controls.map((control) => control.textContent)).toEqual(
      expect.arrayContaining(['Edit Chapter', 'View Verses']),
    );
    const image = within(canvasElement).getByRole('img', { name: 'Chapter Image' }).getBoundingClientRect();
    await expect(image.right).toBeLessThanOrEqual(390);
  },
};
