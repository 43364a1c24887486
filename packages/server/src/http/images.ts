import { decodeImage, type DecodedImage, ImageRefused } from '../media/decodeImage';
import { badRequest } from './errors';
import type { UploadedFile } from './multipart';

/** An uploaded image decoded and encoded again; a file that is not one, or too large, is a 400 naming `label`. */
export async function checkedImage(file: UploadedFile, label: string, maxPx: number): Promise<DecodedImage> {
  try {
    return await decodeImage(file.path, maxPx);
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    if (error.reason === 'dimensions') {
      throw badRequest(
        `${label} is too large`,
        `Images must be at most ${maxPx}×${maxPx} pixels: ${error.message}`,
      );
    }
    throw badRequest(
      `${label} must be a PNG, JPEG, WebP or GIF image`,
      `"${file.filename}" is not a readable image of these formats (SVG is not accepted): ${error.message}`,
    );
  }
}
