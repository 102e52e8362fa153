import { randomBytes } from 'node:crypto';
import { EMULATOR_DEVELOPER_TOKEN } from './developer-token.ts';

/**
 * Developer tokens the emulator issues besides the fixed one, and revokes (issue 21: developer-token
 * rotation without a reload). A page whose token provider function asks its own server for a
 * token gets the newest issued one; a test revokes it, so every request still carrying it is
 * answered 401 and the player must ask its provider again. The fixed EMULATOR_DEVELOPER_TOKEN is
 * never revoked: other tests share the emulator and keep using it.
 */
export class DeveloperTokenIssuer {
  readonly #issued: string[] = [];
  readonly #revoked = new Set<string>();

  /** A new token of the shape 000 §5 validates, with the fixed token's header and claims. */
  issue(): string {
    const [header, payload] = EMULATOR_DEVELOPER_TOKEN.split('.') as [string, string];
    const token = `${header}.${payload}.${randomBytes(48).toString('base64url')}`;
    this.#issued.push(token);
    return token;
  }

  /** Revokes an issued token; false for the fixed token or one never issued. */
  revoke(token: string): boolean {
    if (!this.#issued.includes(token)) return false;
    this.#revoked.add(token);
    return true;
  }

  /** The newest issued token not revoked (what a developer's token server would hand out now). */
  latest(): string | undefined {
    return [...this.#issued].reverse().find((token) => !this.#revoked.has(token));
  }

  /** 'valid' for the fixed token or an issued one in force, 'revoked', or 'unknown'. */
  status(token: string): 'valid' | 'revoked' | 'unknown' {
    if (token === EMULATOR_DEVELOPER_TOKEN) return 'valid';
    if (this.#revoked.has(token)) return 'revoked';
    return this.#issued.includes(token) ? 'valid' : 'unknown';
  }

  clear(): void {
    this.#issued.length = 0;
    this.#revoked.clear();
  }
}
