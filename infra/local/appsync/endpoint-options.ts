// What the local AppSync endpoint is given: the schema, the API key, the pool whose tokens it takes,
// the handler of each root field and the firewall in front of it.
import type { Context } from 'aws-lambda';
import type { LocalFirewall } from '../local-firewall';

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface AppSyncEndpointOptions {
  port: number;
  /** The schema as AppSync reads it, preceded by the prelude of AppSync's scalars and directives. */
  schemaSource: string;
  apiKey: string;
  /** The pool and the app clients whose tokens it takes (AppSync takes any client of the pool unless told otherwise). */
  userPool: { issuer: string; clientIds: readonly string[] };
  /** The Lambda handler that resolves a root field, as the API stack wires it. */
  resolverFor: (parentType: 'Query' | 'Mutation', fieldName: string) => LambdaHandler | undefined;
  /** Whether introspection answers; by default as the API_LIMITS say for the `local` stage. */
  introspection?: boolean;
  /** The WAF's rate rules in front of the API (none: every request passes). */
  firewall?: LocalFirewall;
}
