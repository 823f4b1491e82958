// The user directory on Cognito: AdminUpdateUserAttributes with the function's role. The account's
// sub is accepted as its user name (Cognito resolves it for users of the pool; the local server
// does the same). Settings are resolved on first use, so the function starts without them until
// someone changes a profile.
import { AdminUpdateUserAttributesCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { UserPoolSettings } from '../settings/user-pool';
import type { UserDirectory } from './user-directory';

export function createCognitoUserDirectory(resolveSettings: () => UserPoolSettings): UserDirectory {
  let state: { poolId: string; client: CognitoIdentityProviderClient } | undefined;
  const ready = () => {
    if (!state) {
      const settings = resolveSettings();
      const client = new CognitoIdentityProviderClient({
        region: settings.AWS_REGION,
        ...(settings.COGNITO_ENDPOINT
          ? // The local server accepts any credentials; on AWS the role's are used.
            { endpoint: settings.COGNITO_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
          : {}),
      });
      state = { poolId: settings.USER_POOL_ID, client };
    }
    return state;
  };

  return {
    async updateNames(userId, { firstName, lastName }) {
      const { poolId, client } = ready();
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: poolId,
          Username: userId,
          UserAttributes: [
            { Name: 'given_name', Value: firstName },
            { Name: 'family_name', Value: lastName },
          ],
        }),
      );
    },
  };
}
