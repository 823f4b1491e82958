// Account function: the signed-in user's profile (names, e-mail preferences) and billing details,
// plus the contact form.
import type { MutationCreateUserAddressArgs, MutationSendContactMessageArgs, MutationUpdateMyProfileArgs } from '../generated/graphql';
import { createAccountService } from '../services/account-service';
import { createContactService } from '../services/contact-service';
import { createResolverHandler, field } from './appsync-resolver';
import { accountDependencies, type AccountFunctionDependencies as Dependencies } from '../composition/account';

const account = (deps: Dependencies) => createAccountService(deps);

export const accountResolvers = {
  me: field<Record<string, never>, Dependencies>((_args, viewer, deps) => account(deps).me(viewer)),
  listUserAddresses: field<Record<string, never>, Dependencies>((_args, viewer, deps) => account(deps).listUserAddresses(viewer)),
  createUserAddress: field<MutationCreateUserAddressArgs, Dependencies>((args, viewer, deps) =>
    account(deps).createUserAddress(viewer, args.input),
  ),
  updateMyProfile: field<MutationUpdateMyProfileArgs, Dependencies>((args, viewer, deps) =>
    account(deps).updateMyProfile(viewer, args.input),
  ),
  sendContactMessage: field<MutationSendContactMessageArgs, Dependencies>((args, viewer, deps, request) =>
    createContactService(deps).sendContactMessage(viewer, args.input, request.clientAddress),
  ),
};

export const handler = createResolverHandler(accountResolvers, accountDependencies);
