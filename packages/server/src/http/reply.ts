/** A success reply: `{ success: true, status_code: 200, message, ...payload }`. */
export function ok<const P extends object>(payload: P, message = 'Success') {
  return { success: true as const, status_code: 200, message, ...payload };
}
