// 002 §4 Preparation and playback: "A token-expired error triggers a token renewal and a single
// retry. An authorization error revokes the user token." The account side owns the tokens; the
// preparation only asks for them and reports what happened.

/** The credentials a preparation needs, and the account actions it may trigger. */
export interface PreparationTokens {
  /** The developer token (000 §6). */
  developerToken(): string;
  /** The music user token, or undefined when the listener has not authorized. */
  userToken(): string | undefined;
  /** 000 §7 renewMusicToken: resolves with the new user token; rejects when renewal fails. */
  renewUserToken(): Promise<string>;
  /** 002 §4: an authorization error revokes the user token. */
  revokeUserToken(): void;
}
