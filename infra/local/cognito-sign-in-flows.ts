// The sign-in flows the deployed web uses, added to the local Cognito as Cognito's API documents
// them. cognito-local 5.3 signs in with USER_PASSWORD_AUTH only and lacks GetTokensFromRefreshToken,
// while Amplify v6 signs in with USER_SRP_AUTH and refreshes with GetTokensFromRefreshToken:
//   - InitiateAuth USER_SRP_AUTH (USERNAME, SRP_A) answers the PASSWORD_VERIFIER challenge
//     (SALT, SECRET_BLOCK, SRP_B, USERNAME, USER_ID_FOR_SRP); RespondToAuthChallenge
//     PASSWORD_VERIFIER (PASSWORD_CLAIM_SIGNATURE, PASSWORD_CLAIM_SECRET_BLOCK, TIMESTAMP, USERNAME)
//     checks the claim (cognito-srp.ts) and issues the tokens; a wrong password is
//     NotAuthorizedException "Incorrect username or password.".
//   - The app client's settings count as on Cognito: a flow missing from ExplicitAuthFlows is
//     refused; with PreventUserExistenceErrors ENABLED an unknown user gets a challenge too and then
//     the same NotAuthorizedException as a wrong password (LEGACY: UserNotFoundException); the
//     challenge lives AuthSessionValidity minutes (default 3).
//   - GetTokensFromRefreshToken and InitiateAuth REFRESH_TOKEN_AUTH issue new ID and access tokens
//     (no new refresh token: the store's client does not rotate them), with ExpiresIn and TokenType;
//     a refresh token revoked by sign-out is refused (cognito-token-revocation.ts).
// The SECRET_BLOCK carries the challenge's state, sealed (AES-256-GCM, a key of this process), so
// the server keeps nothing between the two calls, as Cognito's opaque block does. cognito-local keeps
// each user's password; the verifier is derived from it with a fresh salt per challenge.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  isPasswordClaimValid,
  isValidClientValue,
  newSalt,
  newServerSecret,
  padHex,
  parseSrpHex,
  passwordVerifier,
  serverPublicValue,
} from './cognito-srp';
import { refuseRevokedRefreshToken } from './cognito-token-revocation';

const require = createRequire(import.meta.url);

// cognito-local is CommonJS without ESM entry points, typed loosely as in cognito-server.ts (its
// .d.ts files reference aws-sdk v2 types that are not installed).
type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- see comment above
const errors: Loose = require('cognito-local/lib/errors');

type Target = (ctx: Loose, request: Loose) => Promise<unknown>;

const WRONG_CREDENTIALS = 'Incorrect username or password.';
const DEFAULT_AUTH_SESSION_MINUTES = 3;

interface ChallengeState {
  poolId: string;
  /** The user's Username (its sub with e-mail sign-in); null for the stand-in challenge of an unknown user. */
  userId: string | null;
  clientValue: string;
  serverSecret: string;
  salt: string;
  issuedAtMs: number;
}

/** Seals and opens SECRET_BLOCKs with a key that lives as long as this process. */
function secretBlockSeal() {
  const key = randomBytes(32);
  return {
    seal(state: ChallengeState): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(block: string): ChallengeState | null {
      try {
        const bytes = Buffer.from(block, 'base64');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as ChallengeState;
      } catch {
        return null;
      }
    },
  };
}

/** The pool name in SRP's hashes: the part of the pool id after the region ("local_AbC" → "AbC"). */
const poolNameOf = (poolId: string): string => poolId.split('_')[1] ?? '';

/** Cognito's documented default when a client names no flows: SRP, custom and refresh. */
function allowsFlow(client: Loose, flow: string): boolean {
  const flows: string[] | undefined = client.ExplicitAuthFlows;
  if (!flows || flows.length === 0) return ['USER_SRP_AUTH', 'CUSTOM_AUTH', 'REFRESH_TOKEN_AUTH'].includes(flow);
  return flows.includes(`ALLOW_${flow}`) || (flow === 'USER_PASSWORD_AUTH' && flows.includes('USER_PASSWORD_AUTH'));
}

function requireFlow(client: Loose, flow: string): void {
  if (!allowsFlow(client, flow)) throw new errors.InvalidParameterError(`${flow} flow not enabled for this client`);
}

async function clientAndPool(services: Loose, ctx: Loose, clientId: string): Promise<{ client: Loose; userPool: Loose }> {
  const client = await services.cognito.getAppClient(ctx, clientId);
  if (!client) throw new errors.NotAuthorizedError();
  return { client, userPool: await services.cognito.getUserPoolForClientId(ctx, clientId) };
}

/** AuthenticationResult's lifetime field: the access token's validity in seconds, as the client sets it. */
function accessTokenSeconds(client: Loose): number {
  const validity: number | undefined = client.AccessTokenValidity;
  if (validity === undefined) return 24 * 60 * 60; // cognito-local's default without a setting
  const unit: string = client.TokenValidityUnits?.AccessToken ?? 'hours';
  return validity * ({ seconds: 1, minutes: 60, hours: 3600, days: 86_400 } as Record<string, number>)[unit]!;
}

function startPasswordVerifier(services: Loose, seal: ReturnType<typeof secretBlockSeal>): Target {
  return async (ctx, req) => {
    const { client, userPool } = await clientAndPool(services, ctx, req.ClientId);
    requireFlow(client, 'USER_SRP_AUTH');
    const username: unknown = req.AuthParameters?.USERNAME;
    const clientValueHex: unknown = req.AuthParameters?.SRP_A;
    if (typeof username !== 'string' || username === '') throw new errors.InvalidParameterError('Missing required parameter USERNAME');
    const clientValue = typeof clientValueHex === 'string' ? parseSrpHex(clientValueHex) : null;
    if (clientValue === null) throw new errors.InvalidParameterError('Missing required parameter SRP_A');
    if (!isValidClientValue(clientValue)) throw new errors.InvalidParameterError('SRP_A is not valid');

    const user = await userPool.getUserByUsername(ctx, username);
    if (!user && client.PreventUserExistenceErrors !== 'ENABLED') throw new errors.UserNotFoundError('User does not exist.');
    if (user?.UserStatus === 'RESET_REQUIRED') throw new errors.PasswordResetRequiredError();
    const salt = newSalt();
    const serverSecret = newServerSecret();
    const userId: string = user?.Username ?? username;
    // An unknown user gets a challenge like anyone's (its B from a verifier no password matches),
    // so the answer does not tell whether the account exists.
    const verifier = user
      ? passwordVerifier({ poolName: poolNameOf(userPool.options.Id), userId, password: user.Password, salt })
      : passwordVerifier({ poolName: poolNameOf(userPool.options.Id), userId, password: randomBytes(16).toString('hex'), salt });
    const secretBlock = seal.seal({
      poolId: userPool.options.Id,
      userId: user ? userId : null,
      clientValue: clientValue.toString(16),
      serverSecret: serverSecret.toString(16),
      salt: salt.toString(16),
      issuedAtMs: services.clock.get().getTime(),
    });
    return {
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeParameters: {
        SALT: padHex(salt),
        SECRET_BLOCK: secretBlock,
        SRP_B: padHex(serverPublicValue(verifier, serverSecret)),
        USERNAME: userId,
        USER_ID_FOR_SRP: userId,
      },
    };
  };
}

function answerPasswordVerifier(services: Loose, seal: ReturnType<typeof secretBlockSeal>): Target {
  return async (ctx, req) => {
    const { client, userPool } = await clientAndPool(services, ctx, req.ClientId);
    const responses = req.ChallengeResponses ?? {};
    for (const name of ['USERNAME', 'PASSWORD_CLAIM_SECRET_BLOCK', 'PASSWORD_CLAIM_SIGNATURE', 'TIMESTAMP']) {
      if (typeof responses[name] !== 'string' || responses[name] === '') {
        throw new errors.InvalidParameterError(`Missing required parameter ${name}`);
      }
    }
    const state = seal.open(responses.PASSWORD_CLAIM_SECRET_BLOCK);
    if (!state || state.poolId !== userPool.options.Id) throw new errors.NotAuthorizedError(WRONG_CREDENTIALS);
    const sessionMinutes: number = client.AuthSessionValidity ?? DEFAULT_AUTH_SESSION_MINUTES;
    if (services.clock.get().getTime() - state.issuedAtMs > sessionMinutes * 60_000) {
      throw new errors.NotAuthorizedError('Invalid session for the user, session is expired.');
    }
    const user = state.userId ? await userPool.getUserByUsername(ctx, responses.USERNAME) : null;
    if (!user || user.Username !== state.userId) throw new errors.NotAuthorizedError(WRONG_CREDENTIALS);
    const salt = BigInt(`0x${state.salt}`);
    const valid = isPasswordClaimValid({
      poolName: poolNameOf(userPool.options.Id),
      userId: user.Username,
      clientValue: BigInt(`0x${state.clientValue}`),
      serverSecret: BigInt(`0x${state.serverSecret}`),
      verifier: passwordVerifier({ poolName: poolNameOf(userPool.options.Id), userId: user.Username, password: user.Password, salt }),
      secretBlock: responses.PASSWORD_CLAIM_SECRET_BLOCK,
      timestamp: responses.TIMESTAMP,
      signature: responses.PASSWORD_CLAIM_SIGNATURE,
    });
    if (!valid) throw new errors.NotAuthorizedError(WRONG_CREDENTIALS);
    if (user.Enabled === false) throw new errors.NotAuthorizedError('User is disabled.');
    if (user.UserStatus === 'UNCONFIRMED') throw new errors.UserNotConfirmedException();
    if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') {
      // Answered by cognito-local's own RespondToAuthChallenge NEW_PASSWORD_REQUIRED.
      return {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ChallengeParameters: {
          USER_ID_FOR_SRP: user.Username,
          requiredAttributes: '[]',
          userAttributes: JSON.stringify(Object.fromEntries((user.Attributes ?? []).map((a: Loose) => [a.Name, a.Value]))),
        },
        Session: randomBytes(32).toString('base64'),
      };
    }
    const mfaOn =
      userPool.options.MfaConfiguration === 'ON' || (user.UserMFASettingList ?? []).length > 0 || (user.MFAOptions ?? []).length > 0;
    if (mfaOn) throw new errors.UnsupportedError('PASSWORD_VERIFIER followed by MFA (the store does not configure MFA)');
    if (services.triggers.enabled('PostAuthentication')) {
      await services.triggers.postAuthentication(ctx, {
        clientId: req.ClientId,
        clientMetadata: req.ClientMetadata,
        source: 'PostAuthentication_Authentication',
        userAttributes: user.Attributes,
        username: user.Username,
        userPoolId: userPool.options.Id,
      });
    }
    const groups = await userPool.listUserGroupMembership(ctx, user);
    const tokens = await services.tokenGenerator.generate(ctx, user, groups, client, req.ClientMetadata, 'Authentication');
    await userPool.storeRefreshToken(ctx, tokens.RefreshToken, user);
    return {
      ChallengeParameters: {},
      AuthenticationResult: {
        AccessToken: tokens.AccessToken,
        ExpiresIn: accessTokenSeconds(client),
        TokenType: 'Bearer',
        RefreshToken: tokens.RefreshToken,
        IdToken: tokens.IdToken,
      },
    };
  };
}

/** New ID and access tokens for a refresh token this pool issued and has not revoked. */
async function tokensFromRefreshToken(services: Loose, ctx: Loose, clientId: string, refreshToken: unknown, clientMetadata: unknown) {
  const { client, userPool } = await clientAndPool(services, ctx, clientId);
  requireFlow(client, 'REFRESH_TOKEN_AUTH');
  if (typeof refreshToken !== 'string' || refreshToken === '')
    throw new errors.InvalidParameterError('Missing required parameter RefreshToken');
  const user = await userPool.getUserByRefreshToken(ctx, refreshToken);
  if (!user) throw new errors.NotAuthorizedError('Invalid Refresh Token');
  await refuseRevokedRefreshToken(userPool, ctx, refreshToken);
  if (hasExpired(refreshToken, services.clock.get())) throw new errors.NotAuthorizedError('Refresh Token has expired');
  if (user.Enabled === false) throw new errors.NotAuthorizedError('User is disabled.');
  const groups = await userPool.listUserGroupMembership(ctx, user);
  // The new tokens keep the refresh token's origin_jti, so revoking it revokes them too.
  const tokens = await services.tokenGenerator.generate(ctx, user, groups, client, clientMetadata, 'RefreshTokens', refreshToken);
  return { AccessToken: tokens.AccessToken, ExpiresIn: accessTokenSeconds(client), TokenType: 'Bearer', IdToken: tokens.IdToken };
}

/** cognito-local's refresh tokens are JWTs with an `exp` (Cognito's are opaque; both expire). */
function hasExpired(refreshToken: string, now: Date): boolean {
  const payload = refreshToken.split('.')[1];
  if (!payload) return false;
  try {
    const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: number }).exp;
    return typeof exp === 'number' && exp * 1000 <= now.getTime();
  } catch {
    return false;
  }
}

/** cognito-local's router with the sign-in flows of the deployed web answered here. */
export function withSignInFlows(router: (target: string) => Target, services: Loose): (target: string) => Target {
  const seal = secretBlockSeal();
  const srpStart = startPasswordVerifier(services, seal);
  const srpAnswer = answerPasswordVerifier(services, seal);
  return (target) => {
    if (target === 'InitiateAuth') {
      return async (ctx, req) => {
        if (req.AuthFlow === 'USER_SRP_AUTH') return srpStart(ctx, req);
        if (req.AuthFlow === 'REFRESH_TOKEN_AUTH' || req.AuthFlow === 'REFRESH_TOKEN') {
          const result = await tokensFromRefreshToken(services, ctx, req.ClientId, req.AuthParameters?.REFRESH_TOKEN, undefined);
          return { ChallengeParameters: {}, AuthenticationResult: result };
        }
        if (typeof req.AuthFlow === 'string') requireFlow((await clientAndPool(services, ctx, req.ClientId)).client, req.AuthFlow);
        return router(target)(ctx, req);
      };
    }
    if (target === 'RespondToAuthChallenge') {
      return (ctx, req) => (req.ChallengeName === 'PASSWORD_VERIFIER' ? srpAnswer(ctx, req) : router(target)(ctx, req));
    }
    if (target === 'GetTokensFromRefreshToken') {
      return async (ctx, req) => ({
        AuthenticationResult: await tokensFromRefreshToken(services, ctx, req.ClientId, req.RefreshToken, req.ClientMetadata),
      });
    }
    return router(target);
  };
}
