// The signed-in user's own data: profile and billing details (the profile is created by
// profile-registration.ts, from the post-confirmation trigger). Identity always comes from the
// verified token (the Viewer), never from arguments. Flow: handler → account service → users repo.
import { randomUUID } from 'node:crypto';
import type { AddressRequest, ProfileUpdateRequest, User, UserAddress } from '../domain/account';
import { addressSchema } from '../domain/billing-address';
import { AppError, notFound, signInRequired } from '../domain/errors';
import { isAdmin, type Viewer } from '../domain/viewer';
import { parseInput } from '../domain/validation';
import type { UserProfile, UsersRepository } from '../data/users-repository';
import { profileUpdateSchema } from '../domain/profile';
import { noticePreferencesOf } from '../domain/notice-preferences';

export interface AccountDependencies {
  users: UsersRepository;
  now: () => Date;
}

const PROFILE_MISSING_MESSAGE = 'No encontramos tu perfil. Cerrá sesión y volvé a ingresar.';

function userOf(profile: UserProfile, viewer: Viewer): User {
  const { id, firstName, lastName, email } = profile;
  return {
    id,
    firstName,
    lastName,
    email,
    isAdmin: isAdmin(viewer),
    newsOptIn: profile.newsOptIn ?? false,
    noticePreferences: noticePreferencesOf(profile.noticePreferences),
  };
}

const MAX_ADDRESSES = 10;

// The address rules are shared with the web's billing form (one schema, same messages).

function requireUser(viewer: Viewer): Extract<Viewer, { kind: 'user' }> {
  if (viewer.kind !== 'user') throw signInRequired();
  return viewer;
}

export function createAccountService({ users, now }: AccountDependencies) {
  return {
    async me(viewer: Viewer): Promise<User> {
      const user = requireUser(viewer);
      const profile = await users.getProfile(user.userId);
      if (!profile) throw notFound(PROFILE_MISSING_MESSAGE);
      return userOf(profile, viewer);
    },

    async listUserAddresses(viewer: Viewer): Promise<UserAddress[]> {
      return users.listAddresses(requireUser(viewer).userId);
    },

    async createUserAddress(viewer: Viewer, input: AddressRequest): Promise<UserAddress> {
      const user = requireUser(viewer);
      const fields = parseInput(addressSchema, input);
      const existing = await users.listAddresses(user.userId);
      if (existing.length >= MAX_ADDRESSES) {
        throw new AppError('Conflict', `Podés guardar hasta ${MAX_ADDRESSES} direcciones de facturación.`);
      }
      const address: UserAddress = { id: randomUUID(), ...fields, createdAt: now().toISOString() };
      await users.addAddress(user.userId, address);
      return address;
    },

    /**
     * The profile page's save: names (the sign-up rules) and e-mail preferences. The profile is
     * where the store keeps names (the pool's given_name / family_name are written once, at sign-up,
     * and immutable), so this is the one place they change.
     */
    async updateMyProfile(viewer: Viewer, input: ProfileUpdateRequest): Promise<User> {
      const user = requireUser(viewer);
      const changes = parseInput(profileUpdateSchema, input);
      const updated = await users.updateProfile(user.userId, changes, now());
      if (!updated) throw notFound(PROFILE_MISSING_MESSAGE);
      return userOf(updated, viewer);
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type AccountService = ReturnType<typeof createAccountService>;
