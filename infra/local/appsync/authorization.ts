// Who is asking and what each field lets them do: a request is API_KEY (x-api-key) or
// AMAZON_COGNITO_USER_POOLS (a JWT verified against the pool's JWKS, its client checked); each field
// is allowed by its own @aws_* directives, else by its type's, else by the default mode.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ConstDirectiveNode, GraphQLField, GraphQLObjectType } from 'graphql';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { AppSyncEndpointOptions } from './endpoint-options';
import { AppSyncError } from './errors';
import { valueFromLiteral } from './scalars';

type AuthMode = 'API_KEY' | 'AMAZON_COGNITO_USER_POOLS';

export interface RequestAuth {
  mode: AuthMode;
  identity: CognitoIdentity | null;
}

interface CognitoIdentity {
  sub: string;
  issuer: string;
  username: string;
  claims: JWTPayload;
  sourceIp: string[];
  defaultAuthStrategy: 'ALLOW';
  groups: string[] | null;
}

interface AllowedModes {
  apiKey: boolean;
  /** null: not allowed; []: any signed-in user; otherwise members of one of these groups. */
  userPoolGroups: string[] | null;
}

const AUTH_DIRECTIVES = new Set(['aws_api_key', 'aws_cognito_user_pools', 'aws_auth', 'aws_iam', 'aws_oidc', 'aws_lambda']);

function authDirectives(directives: readonly ConstDirectiveNode[] | undefined): ConstDirectiveNode[] {
  return (directives ?? []).filter((d) => AUTH_DIRECTIVES.has(d.name.value));
}

function groupsOf(directive: ConstDirectiveNode): string[] {
  const argument = directive.arguments?.find((a) => a.name.value === 'cognito_groups');
  if (!argument) return [];
  const value = valueFromLiteral(argument.value);
  return Array.isArray(value) ? value.map(String) : [];
}

export function allowedModes(field: GraphQLField<unknown, unknown>, parent: GraphQLObjectType): AllowedModes {
  const own = authDirectives(field.astNode?.directives);
  const directives = own.length > 0 ? own : authDirectives(parent.astNode?.directives);
  // No directive anywhere: the default mode (user pools) only.
  if (directives.length === 0) return { apiKey: false, userPoolGroups: [] };
  const userPool = directives.find((d) => d.name.value === 'aws_cognito_user_pools' || d.name.value === 'aws_auth');
  return {
    apiKey: directives.some((d) => d.name.value === 'aws_api_key'),
    userPoolGroups: userPool ? groupsOf(userPool) : null,
  };
}

export function isAllowed(modes: AllowedModes, auth: RequestAuth): boolean {
  if (auth.mode === 'API_KEY') return modes.apiKey;
  if (modes.userPoolGroups === null) return false;
  if (modes.userPoolGroups.length === 0) return true;
  const groups = auth.identity?.groups ?? [];
  return modes.userPoolGroups.some((group) => groups.includes(group));
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The request's identity from its Authorization header (a pool's JWT) or its x-api-key, else refused. */
export function createAuthenticator(
  options: Pick<AppSyncEndpointOptions, 'apiKey' | 'userPool'>,
): (req: IncomingMessage) => Promise<RequestAuth> {
  const jwks = createRemoteJWKSet(new URL(`${options.userPool.issuer}/.well-known/jwks.json`));
  return async function authenticate(req: IncomingMessage): Promise<RequestAuth> {
    const authorization = req.headers.authorization;
    if (authorization) {
      const token = authorization.replace(/^Bearer\s+/i, '');
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer: options.userPool.issuer });
        const clientId = payload['token_use'] === 'id' ? payload.aud : payload['client_id'];
        const audience = Array.isArray(clientId) ? clientId : [clientId];
        if (!audience.some((id) => typeof id === 'string' && options.userPool.clientIds.includes(id)))
          throw new Error('token for another client');
        const groups = payload['cognito:groups'];
        return {
          mode: 'AMAZON_COGNITO_USER_POOLS',
          identity: {
            sub: String(payload.sub),
            issuer: options.userPool.issuer,
            username: String(payload['cognito:username'] ?? payload['username'] ?? payload.sub),
            claims: payload,
            sourceIp: [req.socket.remoteAddress ?? '127.0.0.1'],
            defaultAuthStrategy: 'ALLOW',
            groups: Array.isArray(groups) ? groups.map(String) : null,
          },
        };
      } catch {
        throw new AppSyncError('Valid authorization header not provided.', 'UnauthorizedException');
      }
    }
    const apiKey = req.headers['x-api-key'];
    if (typeof apiKey === 'string' && sameSecret(apiKey, options.apiKey)) {
      return { mode: 'API_KEY', identity: null };
    }
    throw new AppSyncError('You are not authorized to make this call.', 'UnauthorizedException');
  };
}
