/**
 * 000 §5: a user token is valid if it ends with a base64-like run of at least 32 characters
 * ending with '=='. The run counts the '=='; the characters before the run are not checked.
 */
const USER_TOKEN_PATTERN = /[A-Za-z0-9+/]{30,}==$/;

/**
 * Whether `token` looks like a user token (000 §5).
 *
 * @example
 * isValidUserToken('A'.repeat(30) + '=='); // true
 * isValidUserToken('not-a-token');         // false
 */
export function isValidUserToken(token: unknown): token is string {
  return typeof token === 'string' && USER_TOKEN_PATTERN.test(token);
}
