// The signed-in person as the store knows them: the profile made by the post-confirmation
// trigger, with isAdmin from the `admin` group in the token.
import { graphql } from '../../generated';
import { request } from '../api-client';

const MeDocument = graphql(`
  query Me {
    me {
      id
      firstName
      lastName
      email
      isAdmin
    }
  }
`);

export type SessionUser = { id: string; firstName: string; lastName: string; email: string; isAdmin: boolean };

export async function fetchMe(): Promise<SessionUser> {
  const { me } = await request(MeDocument, {}, 'userPool');
  return { id: me.id, firstName: me.firstName, lastName: me.lastName, email: me.email, isAdmin: me.isAdmin };
}
