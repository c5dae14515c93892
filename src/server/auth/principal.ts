/** The signed-in staff member, as read from a verified access token. */
export interface Principal {
  sub: string;
  email: string | null;
  nickname: string | null;
  permissions: string[];
}

export interface TokenVerifier {
  /** Resolves the principal, or throws when the token is missing, expired, or not ours. */
  verify(token: string): Promise<Principal>;
}
