const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text).length;

// Sentence ends (Latin punctuation, sof pasuq, line breaks) are the preferred cut points, then spaces.
const SENTENCES = /[^.!?\u05C3\n]*(?:[.!?\u05C3]+|\n+|$)/g;

/** Splits a piece that alone is over the limit: at spaces, and inside a word only if it must. */
function splitLong(piece: string, maxBytes: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const word of piece.split(/(?<=\s)/)) {
    if (bytesOf(current + word) <= maxBytes) {
      current += word;
      continue;
    }
    if (current) parts.push(current);
    current = '';
    for (const char of word) {
      if (bytesOf(current + char) > maxBytes) {
        parts.push(current);
        current = '';
      }
      current += char;
    }
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * Cuts text into pieces of at most maxBytes UTF-8 bytes (cloud engines limit a request by bytes),
 * each as many whole sentences as fit. Joined, the pieces give back the text (bar blank pieces, dropped).
 */
export function chunkText(text: string, maxBytes: number): string[] {
  const pieces = (text.match(SENTENCES) ?? [])
    .filter(Boolean)
    .flatMap((sentence) => (bytesOf(sentence) > maxBytes ? splitLong(sentence, maxBytes) : [sentence]));
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && bytesOf(current + piece) > maxBytes) {
      chunks.push(current);
      current = '';
    }
    current += piece;
  }
  if (current) chunks.push(current);
  return chunks.filter((chunk) => chunk.trim());
}
