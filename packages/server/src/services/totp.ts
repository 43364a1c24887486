import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** Authenticator codes (RFC 6238): 6 digits, 30-second steps, a clock off by one step forgiven. */

const PERIOD_SECONDS = 30;
/** ±1 step: a phone's clock a little off, or a code typed as it changed. Two steps off is refused. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
const ISSUER = 'Bible Admin';

export const newTotpSecret = (): string => generateSecret();

/**
 * The time step the code is valid for at `nowMs`, or null: wrong, more than one step off, or of a step at
 * or before `lastStep` (each step's code works once).
 */
export async function totpStepOf(
  secret: string,
  code: string,
  nowMs: number,
  lastStep: number | undefined,
): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(nowMs / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === undefined ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** What an authenticator app scans: the otpauth link and its QR code as an SVG data URL. */
export async function totpEnrolment(secret: string, account: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: account, secret, period: PERIOD_SECONDS });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_data_url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
