// Cognito post-confirmation trigger: creates the new user's profile record from the attributes
// they signed up with. Idempotent, because Cognito may deliver a trigger more than once.
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { createAccountService } from '../services/account-service';
import { postConfirmationDependencies } from '../composition/post-confirmation';

export async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  const attributes = event.request.userAttributes;
  await createAccountService(postConfirmationDependencies()).registerProfile({
    id: attributes['sub'] ?? event.userName,
    firstName: attributes['given_name'] ?? '',
    lastName: attributes['family_name'] ?? '',
    email: attributes['email'] ?? '',
  });
  return event;
}
