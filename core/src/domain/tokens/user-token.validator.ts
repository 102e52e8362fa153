/**
 * 000 §5: a user token is valid if it ends with a base64-like run of at least 32 characters
 * ending with '=='. The run counts the '=='; the characters before the run are not checked.
 *
 * The pattern is exported for callers that want a RegExp; it has an exact repetition count and
 * so runs in linear time (each start position costs at most 32 steps). The old `{30,}` form
 * backtracked quadratically on long runs of base64 characters (issue 22: 16,000 'A' took 1.3 s).
 */
export const USER_TOKEN_PATTERN = /[A-Za-z0-9+/]{30}==$/;

/** Length of the base64-like run, '==' included (000 §5). */
const RUN_LENGTH = 32;

function isBase64Char(code: number): boolean {
  return (
    (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 43 || code === 47
  );
}

/**
 * Whether `token` looks like a user token (000 §5). Looks only at the last 32 characters, so
 * its cost does not grow with the length of a hostile input.
 *
 * @example
 * isValidUserToken('A'.repeat(30) + '=='); // true
 * isValidUserToken('not-a-token');         // false
 */
export function isValidUserToken(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const length = token.length;
  if (length < RUN_LENGTH || token.charCodeAt(length - 1) !== 61 || token.charCodeAt(length - 2) !== 61) return false;
  for (let i = length - RUN_LENGTH; i < length - 2; i++) if (!isBase64Char(token.charCodeAt(i))) return false;
  return true;
}
