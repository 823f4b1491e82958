// The resolver code (AppSync's APPSYNC_JS runtime) in front of every Lambda data source. AppSync
// runs it on AWS (api-stack.ts attaches it to each mapped field) and the local endpoint runs the
// same text (infra/local/appsync-js-runtime.ts), so the two answer alike.
//
// Why not direct Lambda resolvers: with those, the only way for a function to answer a GraphQL
// error is to throw, and every throw is a Lambda error — a mistyped coupon would page the operator.
// Here the function answers an expected error (validation, not found, conflict, unauthorized…) as
// `{ __storeError: { type, message } }` and the response handler raises it with util.error, so the
// client gets the same errorType and message while the invocation succeeded. A function that
// throws (an unexpected error) still fails, and ctx.error is raised with the Lambda's error type.
import { STORE_ERROR_FIELD } from '../../functions/handlers/appsync-resolver';

/** The import every APPSYNC_JS module starts with; the local runtime provides `util` in its place. */
export const APPSYNC_UTILS_IMPORT = "import { util } from '@aws-appsync/utils';";

/**
 * The request handler sends the function the event a direct Lambda resolver would (arguments,
 * identity, source, info, request, prev, stash), so the handlers read it as before.
 */
export const LAMBDA_RESOLVER_CODE = `${APPSYNC_UTILS_IMPORT}

export function request(ctx) {
  return {
    operation: 'Invoke',
    payload: {
      arguments: ctx.arguments,
      identity: ctx.identity,
      source: ctx.source,
      info: ctx.info,
      request: ctx.request,
      prev: ctx.prev,
      stash: ctx.stash,
    },
  };
}

export function response(ctx) {
  if (ctx.error) {
    util.error(ctx.error.message, ctx.error.type);
  }
  const answer = ctx.result;
  if (answer && answer.${STORE_ERROR_FIELD}) {
    util.error(answer.${STORE_ERROR_FIELD}.message, answer.${STORE_ERROR_FIELD}.type);
  }
  return answer;
}
`;
