import type { DeviceType } from '@bible-admin/contract';

/** What a session list shows of a user agent: browser (name and major version), system and kind of device. */
export interface UserAgentInfo {
  browser: string | null;
  os: string | null;
  deviceType: DeviceType | null;
}

// Order matters: Edge and Opera say Chrome too, Chrome says Safari, iOS browsers say Safari and Mobile.
const browsers: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  // Automation (and our own end-to-end tests) sign in from headless Chromium: name it rather than 'unknown'.
  ['Headless Chrome', /\bHeadlessChrome\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

const systems: [name: string, pattern: RegExp][] = [
  ['iPadOS', /\biPad\b/],
  ['iOS', /\b(?:iPhone|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/** A small reading of the common browsers' user agents; anything else reads as unknown (null). */
export function parseUserAgent(userAgent: string | null): UserAgentInfo {
  if (!userAgent) return { browser: null, os: null, deviceType: null };
  const browser = browsers
    .map(([name, pattern]) => {
      const match = pattern.exec(userAgent);
      return match ? `${name} ${match[1]}` : null;
    })
    .find((found) => found !== null);
  const os = systems.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  const deviceType: DeviceType | null =
    os === 'iPadOS' || /\bTablet\b/.test(userAgent) || (os === 'Android' && !/\bMobile\b/.test(userAgent))
      ? 'tablet'
      : os === 'iOS' || /\bMobile\b/.test(userAgent)
        ? 'phone'
        : os
          ? 'desktop'
          : null;
  return { browser: browser ?? null, os, deviceType };
}
