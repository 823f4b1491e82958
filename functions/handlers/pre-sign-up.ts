// Cognito pre-sign-up trigger: refuses a sign-up whose attributes break the profile rules
// (domain/profile.ts), whichever client sent it — the web form checks the same rules first, so
// only direct calls to Cognito's API meet this refusal. Cognito answers the caller with
// UserLambdaValidationException and the message thrown here; no account is created.
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { signUpProfileSchema } from '../domain/profile';

export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  const attributes = event.request.userAttributes;
  const result = signUpProfileSchema.safeParse({
    firstName: attributes['given_name'] ?? '',
    lastName: attributes['family_name'] ?? '',
    email: attributes['email'] ?? '',
  });
  if (!result.success) {
    const reason = result.error.issues[0]?.message ?? 'Revisá los datos ingresados.';
    throw new Error(reason);
  }
  return event;
}
