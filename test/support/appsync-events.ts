// The events AppSync and Cognito send a function, for the handler layer: a resolver event for one
// field with a caller's verified identity (or none, for a visitor on the API key), and the
// post-confirmation trigger that makes a new account's profile.
import { randomUUID } from 'node:crypto';
import type { AppSyncResolverEvent, PostConfirmationTriggerEvent } from 'aws-lambda';

/** A person as Cognito knows her: the token's `sub` and claims. */
export interface HandlerCaller {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
}

export const VISITOR = 'visitor' as const;

export function aPerson(overrides: Partial<HandlerCaller> = {}): HandlerCaller {
  const sub = randomUUID();
  return { sub, email: `user-${sub.slice(0, 8)}@example.com`, firstName: 'Ana', lastName: 'Pérez', groups: [], ...overrides };
}

/** The event AppSync sends a Lambda resolver for `parentTypeName.fieldName`. */
export function resolverEvent(
  parentTypeName: 'Query' | 'Mutation',
  fieldName: string,
  args: Record<string, unknown>,
  caller: HandlerCaller | typeof VISITOR,
): AppSyncResolverEvent<Record<string, unknown>> {
  const identity =
    caller === VISITOR
      ? null
      : {
          sub: caller.sub,
          username: caller.sub,
          issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_handler',
          claims: { sub: caller.sub, email: caller.email, 'cognito:groups': caller.groups, token_use: 'access' },
          groups: caller.groups,
          sourceIp: ['127.0.0.1'],
          defaultAuthStrategy: 'ALLOW',
        };
  return {
    arguments: args,
    identity,
    source: null,
    request: { headers: { 'x-amzn-requestid': randomUUID() }, domainName: null },
    info: { parentTypeName, fieldName, selectionSetList: [], selectionSetGraphQL: '', variables: {} },
    prev: null,
    stash: {},
  };
}

/** Cognito's trigger after a person confirmed her sign-up code. */
export function postConfirmationEvent(person: HandlerCaller): PostConfirmationTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_handler',
    userName: person.sub,
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    callerContext: { awsSdkVersion: 'aws-sdk-js-3', clientId: 'handler-tests' },
    request: {
      userAttributes: {
        sub: person.sub,
        email: person.email,
        email_verified: 'true',
        given_name: person.firstName,
        family_name: person.lastName,
      },
    },
    response: {},
  };
}
