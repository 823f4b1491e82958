// Cognito post-confirmation trigger: creates the new user's profile record from the attributes
// they signed up with, and gives them the planning memberships an admin added under their e-mail
// before they had an account (the code they just confirmed proves the e-mail is theirs).
// Idempotent, because Cognito may deliver a trigger more than once.
import { randomUUID } from 'node:crypto';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { createAccountService } from '../services/account-service';
import { createMemberPlanningsService } from '../services/member-plannings-service';
import { dependencies } from './dependencies';
import { logger } from './logger';

export async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  const attributes = event.request.userAttributes;
  const deps = dependencies();
  const id = attributes['sub'] ?? event.userName;
  const email = attributes['email'] ?? '';
  await createAccountService(deps).registerProfile({
    id,
    firstName: attributes['given_name'] ?? '',
    lastName: attributes['family_name'] ?? '',
    email,
  });
  if (event.triggerSource === 'PostConfirmation_ConfirmSignUp') {
    try {
      await createMemberPlanningsService({ ...deps, uniqueId: randomUUID }).linkEmailMemberships(id, email);
    } catch (error) {
      // The account stays confirmed; "Mis planificaciones" links the same memberships at its next read.
      logger.error('linking e-mail planning memberships failed', error);
    }
  }
  return event;
}
