// A confirmed account's profile, stored once from the attributes it signed up with (the Cognito
// post-confirmation trigger). A service of its own so the trigger carries the profile rules only,
// not the account's billing rules (the trigger is measured against the bench's floor).
import type { UserProfile, UsersRepository } from '../data/users-repository';
import { profileSchema } from '../domain/profile';
import { parseInput } from '../domain/validation';

export interface ProfileRegistrationDependencies {
  users: UsersRepository;
  now: () => Date;
}

export function createProfileRegistration({ users, now }: ProfileRegistrationDependencies) {
  return {
    /** Creates the profile of a confirmed account; idempotent (Cognito may deliver a trigger twice). */
    async register(input: Omit<UserProfile, 'createdAt'>): Promise<void> {
      const profile = parseInput(profileSchema, input);
      await users.createProfile({ ...profile, createdAt: now().toISOString() });
    },
  };
}
