// Cognito post-confirmation trigger: creates the new user's profile record from the attributes
// they signed up with, and gives them the planning memberships an admin added under their e-mail
// before they had an account (the code they just confirmed proves the e-mail is theirs).
// Idempotent, because Cognito may deliver a trigger more than once.
import type { Context, PostConfirmationTriggerEvent } from 'aws-lambda';
import { postConfirmationDependencies } from '../composition/post-confirmation';
import { logger } from '../observability/logger';
import { createMembershipLinking } from '../services/planning-membership-linking';
import { createProfileRegistration } from '../services/profile-registration';

export async function handler(event: PostConfirmationTriggerEvent, context?: Context): Promise<PostConfirmationTriggerEvent> {
  logger.addContext(context);
  logger.setCorrelationId(context?.awsRequestId);
  const attributes = event.request.userAttributes;
  const deps = postConfirmationDependencies();
  const id = attributes['sub'] ?? event.userName;
  const email = attributes['email'] ?? '';
  // The profile and the memberships are separate records: written side by side, so the sign-up
  // waits for one round trip to DynamoDB, not two (the trigger is on the sign-up's critical path).
  const linking =
    event.triggerSource === 'PostConfirmation_ConfirmSignUp'
      ? createMembershipLinking(deps)
          .link(id, email)
          .catch((error: unknown) => {
            // The account stays confirmed; "Mis planificaciones" links the same memberships at its next read.
            logger.error('linking e-mail planning memberships failed', error);
          })
      : Promise.resolve();
  const registration = createProfileRegistration(deps).register({
    id,
    firstName: attributes['given_name'] ?? '',
    lastName: attributes['family_name'] ?? '',
    email,
  });
  await Promise.all([registration, linking]);
  return event;
}
