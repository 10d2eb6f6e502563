import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';

/**
 * Google sign-in: the browser's credential is a Google ID token (a JWT). It is trusted only after its signature
 * checks against Google's published keys (JWKS, fetched and cached by jose), and its issuer, audience (our client
 * id) and expiry are right. The JWKS URL is configurable so tests serve their own keys.
 */

export type GoogleIdentity = {
  subject: string;
  email: string;
  givenName?: string;
  familyName?: string;
  name?: string;
};

export const GOOGLE_SIGN_IN_UNAVAILABLE = 'Google sign-in is not available.';
export const GOOGLE_TOKEN_REFUSED = 'We could not sign you in with Google. Please try again.';

export function createGoogleVerifier(config: Config) {
  let keys: JWTVerifyGetKey | undefined;

  return async function verifyGoogleToken(token: string | undefined): Promise<GoogleIdentity> {
    const clientId = config.googleClientId;
    if (!clientId) throw new AppError('not_found', GOOGLE_SIGN_IN_UNAVAILABLE);
    if (!token)
      throw new AppError('bad_request', 'This is a required field.', { field: 'google_oauth_token' });
    keys ??= createRemoteJWKSet(new URL(config.googleJwksUrl), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
    });
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: config.googleIssuers,
        audience: clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'email', 'exp'],
      });
      // Google says an address is the user's only when email_verified is true.
      if (payload.email_verified !== true || typeof payload.email !== 'string' || !payload.sub) {
        throw new AppError('unauthorized', GOOGLE_TOKEN_REFUSED);
      }
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
      return {
        subject: payload.sub,
        email: payload.email,
        givenName: text(payload.given_name),
        familyName: text(payload.family_name),
        name: text(payload.name),
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JOSEError)
        throw new AppError('unauthorized', GOOGLE_TOKEN_REFUSED, { reason: error.code });
      throw error;
    }
  };
}
