// ResendConfirmationCode for the local Cognito. cognito-local 5.3 does not implement this Cognito
// operation (it answers "CognitoLocal#Unsupported"), yet the store's e-mail verification page
// offers "Reenviar código", and a sign-in that finds an unverified account sends a new code.
// This adds the operation to cognito-local's router with Cognito's documented behaviour: a new
// code replaces the old one and is delivered like sign-up's (custom-message trigger source
// `CustomMessage_ResendCode`, so our Spanish e-mail lands in the local mailbox); an unknown user
// is UserNotFoundException; an already confirmed one is InvalidParameterException.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// cognito-local is CommonJS without ESM entry points: its modules are loaded with require.
// Typed loosely for the same reason as in cognito-server.ts: cognito-local's .d.ts files reference
// aws-sdk v2 types that are not installed.
type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- see comment above
const errors: Loose = require('cognito-local/lib/errors');
const { attributeValue }: Loose = require('cognito-local/lib/services/userPoolService');

const RESEND_CONFIRMATION_CODE_TARGET = 'ResendConfirmationCode';

interface ResendRequest {
  ClientId: string;
  Username: string;
  ClientMetadata?: Record<string, string>;
}

/** The operation, in the shape of cognito-local's own targets: services → (ctx, request) → answer. */
const resendConfirmationCode =
  (services: Loose) =>
  async (ctx: Loose, req: ResendRequest): Promise<{ CodeDeliveryDetails: object }> => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new errors.UserNotFoundError();
    if (user.UserStatus === 'CONFIRMED') throw new errors.InvalidParameterError('User is already confirmed.');
    const email = attributeValue('email', user.Attributes);
    if (!email) throw new errors.InvalidParameterError('User has no e-mail to send the code to.');
    const deliveryDetails = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
    const code = services.otp();
    await services.messages.deliver(ctx, 'ResendCode', req.ClientId, userPool.options.Id, user, code, req.ClientMetadata, deliveryDetails);
    await userPool.saveUser(ctx, { ...user, UserLastModifiedDate: services.clock.get(), ConfirmationCode: code });
    return { CodeDeliveryDetails: deliveryDetails };
  };

/** cognito-local's router with the operations it lacks added. */
export const withLocalAdditions =
  (router: (target: string) => Loose, services: Loose) =>
  (target: string): Loose =>
    target === RESEND_CONFIRMATION_CODE_TARGET ? resendConfirmationCode(services) : router(target);
