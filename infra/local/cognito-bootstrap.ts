// First start of the local Cognito: the user pool (e-mail sign-in, verified by code), the web app
// client, the admin group and one admin user with a generated password. Later starts find them
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
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_POLICY } from '../../functions/domain/password-policy';
import { ADMIN_GROUP } from '../../functions/domain/viewer';

export interface CognitoState {
  userPoolId: string;
  clientId: string;
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

export async function bootstrapCognito(endpoint: string, adminEmail: string): Promise<CognitoState> {
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
  const app = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const clientId = app.UserPoolClient?.ClientId;
  if (!clientId) throw new Error('local Cognito returned no app client id');
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
  return { userPoolId, clientId, admin: { email: adminEmail, password, sub } };
}
