// The local stand-in for CloudWatch's AWS/Lambda Invocations and Errors: per function (by its
// entry), how many times it ran and how many runs failed — a handler that throws or rejects, as
// Lambda counts a function error. GET /_local/function-metrics on the local function URL server
// answers them, so a test can show that an expected error reaches the client without a failure.
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { LambdaHandler } from './appsync/endpoint-options';

export interface FunctionCounts {
  invocations: number;
  errors: number;
  /** Runs that wrote to the table and then answered an error (table-grants.ts): a write the answer hides. */
  writesBehindErrors: number;
}

/** The path on the local function URL server that answers the counts. */
export const FUNCTION_METRICS_PATH = '/_local/function-metrics';

export function createFunctionMetrics() {
  const counts = new Map<string, FunctionCounts>();
  return {
    /** `handler`, counted under `entry`. */
    counted(entry: string, handler: LambdaHandler): LambdaHandler {
      const own = counts.get(entry) ?? { invocations: 0, errors: 0, writesBehindErrors: 0 };
      counts.set(entry, own);
      return async (event, context) => {
        own.invocations += 1;
        try {
          return await handler(event, context);
        } catch (error) {
          own.errors += 1;
          throw error;
        }
      };
    },
    /** A run of `entry` that wrote and then answered an error. */
    wroteBehindError(entry: string): void {
      const own = counts.get(entry) ?? { invocations: 0, errors: 0, writesBehindErrors: 0 };
      counts.set(entry, own);
      own.writesBehindErrors += 1;
    },
    route: async (): Promise<APIGatewayProxyStructuredResultV2> => ({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(counts)),
    }),
  };
}
