import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { AudioPlayer } from './AudioPlayer';

const renderThemed = (player: ReactElement) => render(<ThemeProvider theme={theme}>{player}</ThemeProvider>);

describe('AudioPlayer', () => {
  let play: ReturnType<typeof vi.spyOn>;
  let pause: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    // jsdom has no media playback: the element's own methods are watched instead.
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('plays as soon as it appears when asked to, and falls silent when taken away', () => {
    const { unmount } = renderThemed(<AudioPlayer src="/a.mp3" label="Male voice" autoPlay />);
    expect(play).toHaveBeenCalledTimes(1);
    expect(pause).not.toHaveBeenCalled();
    unmount();
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('waits for Play otherwise', () => {
    renderThemed(<AudioPlayer src="/a.mp3" label="Male voice" />);
    expect(play).not.toHaveBeenCalled();
  });
});
