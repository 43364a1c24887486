/** The image types the server stores (it checks the bytes too); `accept="image/*"` alone would let SVG or HEIC through. */
const STORED_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
]);

/** Whether a chosen file is an image the server will take: every image input checks with this before passing a file on. */
export function isStoredImageType(file: File): boolean {
  return STORED_IMAGE_TYPES.has(file.type);
}
