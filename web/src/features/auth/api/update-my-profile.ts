// The profile page's save: names, e-mail preferences and which coaching notices to get. The server checks the names with the
// sign-up rules and changes the Cognito account too.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { UpdateMyProfileInput } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';

const MyProfileDocument = graphql(`
  query MyProfile {
    me {
      id
      firstName
      lastName
      email
      newsOptIn
      noticePreferences {
        weekRelease
        sessionEdits
        comments
        membershipEnding
      }
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
      noticePreferences {
        weekRelease
        sessionEdits
        comments
        membershipEnding
      }
    }
  }
`);

export const myProfileQueryKey = (userId: string) => ['my-profile', userId] as const;

export const fetchMyProfile = async () => (await request(MyProfileDocument, {}, 'userPool')).me;

export const useUpdateMyProfile = () =>
  useMutation({
    mutationFn: async (input: UpdateMyProfileInput) => (await mutate(UpdateMyProfileDocument, { input }, 'userPool')).updateMyProfile,
  });
