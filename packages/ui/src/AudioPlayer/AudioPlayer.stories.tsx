import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rtl, silentWav } from '../storybook';
import { AudioPlayer } from './AudioPlayer';
import { AudioPlayerView, type AudioPlayerViewProps } from './AudioPlayerView';
import { UNKNOWN_PLAYBACK_TIME } from './time';

/** Hebrew content only: the controls' own words come in Hebrew from the provider, with no labels prop. */
const HEBREW = { label: 'קול גברי' } satisfies Partial<AudioPlayerViewProps>;
const HE = {
  play: 'הפעלה',
  pause: 'השהיה',
  seek: 'מיקום בהקלטה',
  retry: 'ניסיון חוזר',
};

const meta = {
  title: 'UI/AudioPlayer',
  parameters: {
    docs: {
      description: {
        component:
          'Plays a chapter\'s or a verse\'s audio: play/pause, a seek bar, elapsed and total time, with the reason when the file fails to load.\n\n**When to use.** Wherever an admin must hear generated or uploaded audio. One player per audio file.\n\n**Right to left.** The controls and the seek bar stay left to right in Hebrew too (`dir="ltr"`): time runs left to right in every media player, and the play and skip icons never mirror. Only the labels are translated.',
      },
    },
  },
  component: AudioPlayerView,
  args: {
    label: 'Male voice',
    status: 'idle',
    currentTime: 0,
    duration: 200,
    onPlay: fn(),
    onPause: fn(),
    onSeek: fn(),
  },
} satisfies Meta<typeof AudioPlayerView>;
export default meta;
type Story = StoryObj<typeof meta>;

const controlsAreLeftToRight: Story['play'] = async ({ canvasElement }) => {
  const seek = within(canvasElement).getByRole('slider');
  await expect(seek.closest('[dir]')).toHaveAttribute('dir', 'ltr');
};

export const Idle: Story = {
  // The picture is the idle player; the ring the click leaves on Play is not its subject (SeekFocused shows a ring).
  parameters: { blurBeforeScreenshot: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const seek = canvas.getByRole('slider', { name: 'Seek' });
    await expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 3:20');
    // At the start, going back stays at 0:00.
    seek.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};
export const IdleRtl = rtl<Story>({
  ...Idle,
  args: HEBREW,
  play: async (context) => {
    await controlsAreLeftToRight(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('slider', { name: HE.seek })).toHaveAttribute(
      'aria-valuetext',
      '0:00 מתוך 3:20',
    );
    await expect(canvas.getByRole('button', { name: HE.play })).toBeEnabled();
  },
});

/** While loading, the player is busy and its controls (found by these names) are disabled. */
const loadingPlay =
  (name: { player: string; play: string; seek: string }): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: name.play })).toBeDisabled();
    await expect(canvas.getByRole('slider', { name: name.seek })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: name.player })).toHaveAttribute('aria-busy', 'true');
    // The length is not known yet: dashes, not a misleading 0:00.
    await expect(canvas.getByText(UNKNOWN_PLAYBACK_TIME)).toBeVisible();
  };
export const Loading: Story = {
  args: { status: 'loading', duration: 0 },
  play: loadingPlay({ player: 'Male voice', play: 'Play', seek: 'Seek' }),
};
export const LoadingRtl = rtl<Story>({
  ...Loading,
  args: { ...HEBREW, status: 'loading', duration: 0 },
  play: loadingPlay({ player: HEBREW.label, play: HE.play, seek: HE.seek }),
});

/** Arrows seek 5 s back and forth, Home and End go to the ends; Pause pauses. The bar shows what has loaded. */
export const Playing: Story = {
  args: { status: 'playing', currentTime: 65, buffered: 130 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1:05')).toBeVisible();
    await expect(canvas.getByText('3:20')).toBeVisible();
    const seek = canvas.getByRole('slider', { name: 'Seek' });
    await expect(seek).toHaveAttribute('aria-valuetext', '1:05 of 3:20');
    seek.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(70);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(60);
    await userEvent.keyboard('{End}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(200);
    await userEvent.keyboard('{Home}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(args.onPause).toHaveBeenCalledTimes(1);
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};
/** Right to left, the seek bar still fills from the left and ArrowRight still moves forward. */
export const PlayingRtl = rtl<Story>({
  ...Playing,
  args: { ...HEBREW, status: 'playing', currentTime: 65, buffered: 130 },
  play: async (context) => {
    await controlsAreLeftToRight(context);
    const canvas = within(context.canvasElement);
    const seek = canvas.getByRole('slider', { name: HE.seek });
    await expect(seek).toHaveAttribute('aria-valuetext', '1:05 מתוך 3:20');
    seek.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(context.args.onSeek).toHaveBeenLastCalledWith(70);
    await userEvent.click(canvas.getByRole('button', { name: HE.pause }));
    await expect(context.args.onPause).toHaveBeenCalledTimes(1);
  },
});

/** Paused: Play (found by its name) plays; ArrowDown and ArrowUp on the seek bar seek 5 s back and forth. */
const pausedPlay =
  (name: { play: string; seek: string }): Story['play'] =>
  async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: name.play }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    const seek = canvas.getByRole('slider', { name: name.seek });
    seek.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(60);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(70);
  };
export const Paused: Story = {
  args: { status: 'paused', currentTime: 65 },
  play: pausedPlay({ play: 'Play', seek: 'Seek' }),
};
export const PausedRtl = rtl<Story>({
  ...Paused,
  args: { ...HEBREW, status: 'paused', currentTime: 65 },
  play: pausedPlay({ play: HE.play, seek: HE.seek }),
});

/** Keyboard only: Tab reaches Play, then the seek bar, whose focus ring shows; ArrowRight moves 5 s on. */
const seekFocusedPlay =
  (name: { play: string; seek: string }): Story['play'] =>
  async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: name.play })).toHaveFocus();
    await userEvent.tab();
    const seek = canvas.getByRole('slider', { name: name.seek });
    await expect(seek).toHaveFocus();
    await expect(seek).toHaveStyle({ outlineStyle: 'solid' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(70);
  };
export const SeekFocused: Story = {
  args: { status: 'paused', currentTime: 65, buffered: 130 },
  play: seekFocusedPlay({ play: 'Play', seek: 'Seek' }),
};
export const SeekFocusedRtl = rtl<Story>({
  ...SeekFocused,
  args: { ...HEBREW, status: 'paused', currentTime: 65, buffered: 130 },
  play: seekFocusedPlay({ play: HE.play, seek: HE.seek }),
});

/**
 * The connection failed: the seek bar gives way to what failed and Retry, which the keyboard reaches and
 * presses (its focus ring shows).
 */
const errorPlay =
  (text: string, retry: string): Story['play'] =>
  async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(text);
    await expect(canvas.queryByRole('slider')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  };
export const Error: Story = {
  args: { status: 'error', error: 'network', duration: 0, onRetry: fn() },
  play: errorPlay('The audio could not be loaded: the connection failed.', 'Retry'),
};
export const ErrorRtl = rtl<Story>({
  ...Error,
  args: { ...HEBREW, status: 'error', error: 'network', duration: 0, onRetry: fn() },
  play: errorPlay('לא ניתן לטעון את ההקלטה: החיבור נכשל.', HE.retry),
});

/** The real player on a 3-second silent WAV: it loads (total 0:03), plays, pauses and seeks back to 0:00. */
export const WithAudioFile: Story = {
  render: (args) => <AudioPlayer src={silentWav(3)} label={args.label} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('0:03')).toBeVisible());
    const seek = canvas.getByRole('slider', { name: 'Seek' });
    await expect(seek).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause' }));
    await canvas.findByRole('button', { name: 'Play' });
    seek.focus();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 0:03'));
  },
};
export const WithAudioFileRtl = rtl<Story>({
  ...WithAudioFile,
  render: () => <AudioPlayer src={silentWav(3)} {...HEBREW} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('0:03')).toBeVisible());
  },
});

/** The real player on a file that is not audio: it says the file cannot be played (not a connection problem). */
const fileLoadErrorPlay =
  (text: string, retry: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text);
    await expect(canvas.queryByRole('slider')).toBeNull();
    await expect(canvas.getByRole('button', { name: retry })).toBeEnabled();
  };
export const FileLoadError: Story = {
  render: (args) => <AudioPlayer src="data:audio/wav;base64,AAAA" label={args.label} />,
  play: fileLoadErrorPlay('The audio file could not be played', 'Retry'),
};
export const FileLoadErrorRtl = rtl<Story>({
  ...FileLoadError,
  render: () => <AudioPlayer src="data:audio/wav;base64,AAAA" {...HEBREW} />,
  play: fileLoadErrorPlay('לא ניתן לנגן את קובץ השמע', HE.retry),
});
