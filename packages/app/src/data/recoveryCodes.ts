/*
 * What the two-factor screens hand the app for the recovery codes and the authenticator's key: the clipboard and
 * a text file saved in the browser (the codes never go back to the server, which keeps only their hashes).
 */

/** Writes `text` to the clipboard; a browser that refuses (no permission, no secure context) leaves it be. */
export function copyText(text: string): void {
  void navigator.clipboard?.writeText(text).catch(() => undefined);
}

/** The recovery codes as a text file the browser saves (`recoveryCodesText` of the screens: one a line). */
export function downloadRecoveryCodes(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  link.click();
  // The click has handed the file to the browser's download manager.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
