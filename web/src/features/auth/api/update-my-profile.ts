// The profile page's save: names and e-mail preferences. The server checks the names with the
// sign-up rules and changes the Cognito account too.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { UpdateMyProfileInput } from '../../../generated/graphql';
import { request } from '../../../lib/api-client';

const MyProfileDocument = graphql(`
  query MyProfile {
    me {
      id
      firstName
      lastName
      email
      newsOptIn
    }
  }
`);

const UpdateMyProfileDocument = graphql(`
  mutation UpdateMyProfile($input: UpdateMyProfileInput!) {
    updateMyProfile(input: $input) {
      id
      firstName
      lastName
      email
      newsOptIn
    }
  }
`);

export const myProfileQueryKey = (userId: string) => ['my-profile', userId] as const;

export const fetchMyProfile = async () => (await request(MyProfileDocument, {}, 'userPool')).me;

export const useUpdateMyProfile = () =>
  useMutation({
    mutationFn: async (input: UpdateMyProfileInput) => (await request(UpdateMyProfileDocument, { input }, 'userPool')).updateMyProfile,
  });
