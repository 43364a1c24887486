import { formatDevice } from './device';

describe('formatDevice', () => {
  it('labels the known devices', () => {
    expect(formatDevice('ios')).toBe('iOS');
    expect(formatDevice('ipad')).toBe('iPad');
    expect(formatDevice('tablet')).toBe('Tablet');
    expect(formatDevice('android')).toBe('Android');
  });

  it('recognises the known devices in any case', () => {
    expect(formatDevice('IOS')).toBe('iOS');
    expect(formatDevice('Android')).toBe('Android');
  });

  it('shows anything else raw', () => {
    expect(formatDevice('web')).toBe('web');
    expect(formatDevice('Windows Phone')).toBe('Windows Phone');
  });

  it('shows nothing for a missing device', () => {
    expect(formatDevice(undefined)).toBe('');
    expect(formatDevice(null)).toBe('');
  });
});

describe('formatDevice in Hebrew', () => {
  it('translates the tablet and keeps the brand names', () => {
    expect(formatDevice('tablet', { locale: 'he' })).toBe('טאבלט');
    expect(formatDevice('ios', { locale: 'he' })).toBe('iOS');
    expect(formatDevice('ipad', { locale: 'he' })).toBe('iPad');
    expect(formatDevice('android', { locale: 'he' })).toBe('Android');
    expect(formatDevice('web', { locale: 'he' })).toBe('web');
  });
});
