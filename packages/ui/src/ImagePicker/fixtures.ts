/** An 8×8 PNG (brown and cream checks) for upload tests: real image bytes, so the preview renders. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAGUlEQVR4nGPw0hH/8uYJJsmAVRRIMgxKHQCAD2ohgHZAgAAAAABJRU5ErkJggg==';

export function pngFile(name = 'cover.png'): File {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

export function textFile(name = 'notes.txt'): File {
  return new File(['In the beginning'], name, { type: 'text/plain' });
}

/** The current image, as a URL from the server would give it; inline so screenshots never wait on the network. */
export const existingImageUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#4a2c17"/><path d="M24 30h22c3 0 2 2 2 2v38s-1-3-4-3H24zM72 30H50c-3 0-2 2-2 2v38s1-3 4-3h20z" fill="#f4ece4"/></svg>',
)}`;
