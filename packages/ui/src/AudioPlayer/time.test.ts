import { describe, expect, it } from 'vitest';
import { formatPlaybackTime } from './time';

describe('formatPlaybackTime', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.99, '0:59'],
    [65, '1:05'],
    [200, '3:20'],
    [3600, '60:00'],
  ])('%s s is %s', (seconds, text) => {
    expect(formatPlaybackTime(seconds)).toBe(text);
  });

  it.each([NaN, Infinity, -3])('reads an unknown or negative time (%s) as 0:00', (seconds) => {
    expect(formatPlaybackTime(seconds)).toBe('0:00');
  });
});
