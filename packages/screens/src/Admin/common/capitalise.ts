/** 'succeeded' → 'Succeeded': the first letter in upper case, the rest as given. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
