// Token revocation on the local Cognito, as Cognito documents it for an app client with
// EnableTokenRevocation (the store's clients, infra/stacks/data-stack.ts):
//   - the access and ID tokens carry an `origin_jti` claim naming the sign-in they descend from;
//     tokens issued by a refresh keep the refresh token's `origin_jti` (their `jti` is new);
//   - RevokeToken (Token: the refresh token, ClientId) revokes that refresh token and every access
//     and ID token issued with it; it answers 200 with an empty body. A token that is not a refresh
//     token is UnsupportedTokenTypeException, a client without revocation UnsupportedOperationException;
//   - a revoked refresh token is refused by REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken with
//     NotAuthorizedException "Refresh Token has been revoked" (cognito-sign-in-flows.ts asks here);
//   - Cognito's own operations authorized by an access token (GetUser, ChangePassword…) refuse a
//     revoked one with NotAuthorizedException "Access Token has been revoked".
// Only Cognito knows of a revocation: a service that verifies the JWT's signature and expiry, as
// AppSync's user-pool authorization does, accepts a revoked access token until it expires (Cognito's
// token-revocation guide; decision 126). The local AppSync does the same.
//
// cognito-local's refresh tokens are JWTs with their own `jti`; that `jti` is the origin here (so a
// refresh token issued before this module keeps working and can be revoked). The revocations are
// kept in the pool's data store, so they survive a restart of the local stack.
import { sign as signBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// cognito-local is CommonJS without ESM entry points, typed loosely as in cognito-server.ts (its
// .d.ts files reference aws-sdk v2 types that are not installed).
type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- see comment above
const errors: Loose = require('cognito-local/lib/errors');
// The key cognito-local signs its tokens with (its JWKS serves the public half).
const signingKey: { pem: string } = require('cognito-local/lib/keys/cognitoLocal.private.json');

type Target = (ctx: Loose, request: Loose) => Promise<unknown>;

const REVOKED_REFRESH_TOKEN = 'Refresh Token has been revoked';
const REVOKED_ACCESS_TOKEN = 'Access Token has been revoked';
const REVOCATIONS_KEY = 'RevokedTokenOrigins';
/** RevokeToken's documented pattern for Token. */
const TOKEN_PATTERN = /^[A-Za-z0-9\-_=.]+$/;

/** A JWT's claims, unverified (the callers have verified or looked the token up). */
function claimsOf(token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims !== null && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The origin of a refresh token this pool issued: its own `jti`. */
function originOfRefreshToken(refreshToken: string): string | null {
  const jti = claimsOf(refreshToken)?.['jti'];
  return typeof jti === 'string' && jti !== '' ? jti : null;
}

/** A client revokes unless it was created with EnableTokenRevocation false (Cognito's default is on). */
const revocationEnabled = (client: Loose): boolean => client?.EnableTokenRevocation !== false;

async function isOriginRevoked(userPool: Loose, ctx: Loose, origin: string | null): Promise<boolean> {
  if (origin === null) return false;
  // cognito-local's store cannot read a path whose parent is missing: the whole record, then the origin.
  const revocations: Record<string, unknown> | null = await userPool.dataStore.get(ctx, REVOCATIONS_KEY);
  return revocations !== null && Object.hasOwn(revocations, origin);
}

/** Refuses a refresh token whose sign-in was revoked, as REFRESH_TOKEN_AUTH does. */
export async function refuseRevokedRefreshToken(userPool: Loose, ctx: Loose, refreshToken: string): Promise<void> {
  if (await isOriginRevoked(userPool, ctx, originOfRefreshToken(refreshToken))) throw new errors.NotAuthorizedError(REVOKED_REFRESH_TOKEN);
}

/** The same JWT with claims added, signed again with cognito-local's key and header. */
function withClaims(token: string, added: Record<string, string>): string {
  const [header, ,] = token.split('.');
  const claims = claimsOf(token);
  if (!header || !claims) return token;
  const payload = Buffer.from(JSON.stringify({ ...claims, ...added })).toString('base64url');
  const signature = signBytes('RSA-SHA256', Buffer.from(`${header}.${payload}`), signingKey.pem).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

interface IssuedTokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

/**
 * cognito-local's token generator with `origin_jti` in the access and ID tokens: the new refresh
 * token's for a sign-in, the given refresh token's for a refresh (`refreshedWith`).
 */
export function revocableTokenGenerator(generator: Loose) {
  return {
    async generate(
      ctx: Loose,
      user: Loose,
      groups: Loose,
      client: Loose,
      clientMetadata: Loose,
      source: string,
      refreshedWith?: string,
    ): Promise<IssuedTokens> {
      const tokens: IssuedTokens = await generator.generate(ctx, user, groups, client, clientMetadata, source);
      if (!revocationEnabled(client)) return tokens;
      const origin = originOfRefreshToken(refreshedWith ?? tokens.RefreshToken);
      if (origin === null) return tokens;
      return {
        ...tokens,
        AccessToken: withClaims(tokens.AccessToken, { origin_jti: origin }),
        IdToken: withClaims(tokens.IdToken, { origin_jti: origin }),
      };
    },
  };
}

function revokeToken(services: Loose): Target {
  return async (ctx, req) => {
    if (typeof req.ClientId !== 'string' || req.ClientId === '')
      throw new errors.InvalidParameterError('Missing required parameter ClientId');
    if (typeof req.Token !== 'string' || !TOKEN_PATTERN.test(req.Token))
      throw new errors.InvalidParameterError('Missing required parameter Token');
    const client = await services.cognito.getAppClient(ctx, req.ClientId);
    if (!client) throw new errors.NotAuthorizedError('Invalid client id');
    if (!revocationEnabled(client)) {
      throw new errors.CognitoError('UnsupportedOperationException', 'Token revocation is not enabled for this client.');
    }
    if (typeof claimsOf(req.Token)?.['token_use'] === 'string') {
      throw new errors.CognitoError('UnsupportedTokenTypeException', 'Only refresh tokens can be revoked.');
    }
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const origin = originOfRefreshToken(req.Token);
    // A token this pool never issued revokes nothing and is not an error (RFC 7009, 2.2).
    if (origin === null || !(await userPool.getUserByRefreshToken(ctx, req.Token))) return {};
    await userPool.dataStore.set(ctx, [REVOCATIONS_KEY, origin], { RevokedAt: services.clock.get().toISOString() });
    return {};
  };
}

/** Any operation authorized by an access token (GetUser, ChangePassword…): refused once it was revoked. */
function refusingRevokedAccessTokens(services: Loose, target: Target): Target {
  return async (ctx, req) => {
    const claims = typeof req?.AccessToken === 'string' ? claimsOf(req.AccessToken) : null;
    const origin = claims?.['origin_jti'];
    const clientId = claims?.['client_id'];
    if (typeof origin === 'string' && typeof clientId === 'string') {
      const userPool = await services.cognito.getUserPoolForClientId(ctx, clientId).catch(() => null);
      if (userPool && (await isOriginRevoked(userPool, ctx, origin))) throw new errors.NotAuthorizedError(REVOKED_ACCESS_TOKEN);
    }
    return target(ctx, req);
  };
}

/** cognito-local's router with RevokeToken, and revoked access tokens refused. */
export const withTokenRevocation =
  (router: (target: string) => Target, services: Loose) =>
  (target: string): Target =>
    target === 'RevokeToken' ? revokeToken(services) : refusingRevokedAccessTokens(services, router(target));
