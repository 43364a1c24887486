import { BusyError, InvalidError } from '../domain/errors';
import { SemaphoreTimeoutError } from '../locks/Semaphore';
import { decodeImage, type DecodedImage, type ImageLimits, ImageRefused } from '../media/decodeImage';

/** An uploaded file as services see it (the route's multipart parts have this shape). */
export interface Upload {
  /** Where the part was written, removed once the reply is sent. */
  path: string;
  /** The name the client gave it. */
  filename: string;
}

/** How long a caller refused for lack of a decoding slot is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * An uploaded image decoded and encoded again; a file that is not one, or too large, is refused naming
 * `label`; with every decoding slot busy past `limits.imageDecodeWaitMs`, a BusyError (503).
 */
export async function checkedImage(file: Upload, label: string, limits: ImageLimits): Promise<DecodedImage> {
  try {
    return await decodeImage(file.path, limits);
  } catch (error) {
    if (error instanceof SemaphoreTimeoutError) {
      throw new BusyError(
        'image_decoding_busy',
        'Too many images are being processed',
        `The server is processing other images. Please try again in ${RETRY_AFTER_SECONDS} seconds.`,
        RETRY_AFTER_SECONDS,
      );
    }
    if (!(error instanceof ImageRefused)) throw error;
    if (error.reason === 'dimensions') {
      const { imageMaxPx: px } = limits;
      throw new InvalidError(
        'image_too_large',
        `${label} is too large`,
        `Images must be at most ${px}×${px} pixels, ${limits.imageMaxFrames} frames and ` +
          `${limits.imageMaxPixels / 1_000_000} megapixels in all: ${error.message}`,
      );
    }
    throw new InvalidError(
      'image_type_unsupported',
      `${label} must be a PNG, JPEG, WebP or GIF image`,
      `"${file.filename}" is not a readable image of these formats (SVG is not accepted): ${error.message}`,
    );
  }
}
