// First start of the local Cognito: the user pool (e-mail sign-in, verified by code), the web app
// client (production's sign-in settings: SRP, refresh, no user-existence errors), the admin group and one admin user with a generated password. Later starts find them
// in the state file and reuse them.
import { randomBytes } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  type CreateUserPoolClientCommandInput,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_POLICY } from '../../functions/domain/password-policy';
import { ADMIN_GROUP } from '../../functions/domain/viewer';
import { WEB_SIGN_IN } from '../shared/web-sign-in';

export interface CognitoState {
  userPoolId: string;
  clientId: string;
  /** The app client with short-lived tokens, when the stack asked for one (CognitoBootstrapOptions). */
  shortSessionClientId?: string;
  admin: { email: string; password: string; sub: string };
}

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** A password that satisfies the pool policy: upper, lower, digit and symbol, 20 characters. */
function generatePassword(): string {
  return `Aa1!${randomBytes(12).toString('base64url')}`;
}

/** The web's app client, with production's sign-in settings (infra/shared/web-sign-in.ts) and the given token lifetimes. */
async function createWebClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  name: string,
  lifetimes: Pick<CreateUserPoolClientCommandInput, 'AccessTokenValidity' | 'IdTokenValidity' | 'TokenValidityUnits'>,
): Promise<string> {
  const app = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: name,
      ExplicitAuthFlows: [...WEB_SIGN_IN.flows],
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      RefreshTokenValidity: WEB_SIGN_IN.refreshTokenDays,
      ...lifetimes,
    }),
  );
  const clientId = app.UserPoolClient?.ClientId;
  if (!clientId) throw new Error('local Cognito returned no app client id');
  return clientId;
}

export interface CognitoBootstrapOptions {
  /**
   * Local only (the test stacks): a second app client, `web-short-session`, whose ID and access
   * tokens live this many seconds (Cognito's minimum is 5 minutes), so a test sees a token expire
   * and Amplify refresh it.
   */
  shortSessionSeconds?: number;
}

export async function bootstrapCognito(endpoint: string, adminEmail: string, options: CognitoBootstrapOptions = {}): Promise<CognitoState> {
  const client = cognitoClient(endpoint);
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'fitness-store-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      // As the CDK's pool (infra/stacks/data-stack.ts): the names are written at sign-up only.
      Schema: [
        { Name: 'given_name', AttributeDataType: 'String', Required: true, Mutable: false },
        { Name: 'family_name', AttributeDataType: 'String', Required: true, Mutable: false },
      ],
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_POLICY.minLength,
          RequireLowercase: PASSWORD_POLICY.requireLowercase,
          RequireUppercase: PASSWORD_POLICY.requireUppercase,
          RequireNumbers: PASSWORD_POLICY.requireDigits,
          RequireSymbols: PASSWORD_POLICY.requireSymbols,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('local Cognito returned no user pool id');
  const clientId = await createWebClient(client, userPoolId, 'web', {
    AccessTokenValidity: WEB_SIGN_IN.accessTokenMinutes,
    IdTokenValidity: WEB_SIGN_IN.idTokenMinutes,
    TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
  });
  const shortSessionClientId =
    options.shortSessionSeconds === undefined
      ? undefined
      : await createWebClient(client, userPoolId, 'web-short-session', {
          AccessTokenValidity: options.shortSessionSeconds,
          IdTokenValidity: options.shortSessionSeconds,
          TokenValidityUnits: { AccessToken: 'seconds', IdToken: 'seconds', RefreshToken: 'days' },
        });
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP }));

  const password = generatePassword();
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: adminEmail,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: adminEmail },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: 'Admin' },
        { Name: 'family_name', Value: 'Local' },
      ],
    }),
  );
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: adminEmail, Password: password, Permanent: true }));
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: adminEmail, GroupName: ADMIN_GROUP }));
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: adminEmail }));
  const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('local Cognito returned no sub for the admin user');
  return { userPoolId, clientId, ...(shortSessionClientId ? { shortSessionClientId } : {}), admin: { email: adminEmail, password, sub } };
}
