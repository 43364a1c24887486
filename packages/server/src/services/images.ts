import { InvalidError } from '../domain/errors';
import { decodeImage, type DecodedImage, ImageRefused } from '../media/decodeImage';

/** An uploaded file as services see it (the route's multipart parts have this shape). */
export interface Upload {
  /** Where the part was written, removed once the reply is sent. */
  path: string;
  /** The name the client gave it. */
  filename: string;
}

/** An uploaded image decoded and encoded again; a file that is not one, or too large, is refused naming `label`. */
export async function checkedImage(file: Upload, label: string, maxPx: number): Promise<DecodedImage> {
  try {
    return await decodeImage(file.path, maxPx);
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    if (error.reason === 'dimensions') {
      throw new InvalidError(
        'image_too_large',
        `${label} is too large`,
        `Images must be at most ${maxPx}×${maxPx} pixels: ${error.message}`,
      );
    }
    throw new InvalidError(
      'image_type_unsupported',
      `${label} must be a PNG, JPEG, WebP or GIF image`,
      `"${file.filename}" is not a readable image of these formats (SVG is not accepted): ${error.message}`,
    );
  }
}
