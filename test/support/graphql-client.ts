// Calls the local AppSync endpoint the way a client does: with the API key (visitor) or with a
// Cognito token (signed-in user), and returns AppSync's whole answer for assertions.
import type { StackInfo } from './stack-info';

export interface GraphqlAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; errorType: string; path?: (string | number)[] }[];
}

export type Caller = { apiKey: string } | { token: string };

export async function callGraphql<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary answer shapes
  stack: StackInfo,
  caller: Caller,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphqlAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if ('apiKey' in caller) headers['x-api-key'] = caller.apiKey;
  else headers['authorization'] = caller.token;
  const response = await fetch(stack.graphqlUrl, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as Omit<GraphqlAnswer<T>, 'status'>;
  return { status: response.status, data: body.data ?? null, ...(body.errors ? { errors: body.errors } : {}) };
}

export const visitor = (stack: StackInfo): Caller => ({ apiKey: stack.apiKey });
