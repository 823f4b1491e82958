// The local stack runs every function in one process over one document client, with no IAM. This
// holds each handler to the table actions its role is granted on AWS (declared beside the function
// in functions/handlers/resolver-map.ts): a path that sends an action its function does not
// declare fails locally — in the local and browser tests — as AccessDenied would on AWS, instead
// of first failing in production. Code outside a handler (the seed, the stack's own publishing at
// start, the tests' helpers) is not a function and is not held.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

interface RunningFunction {
  entry: string;
  actions: ReadonlySet<string>;
  /** Table writes this run has made so far (each accepted write command counts once). */
  writes: number;
}

/** The commands that change the table (a refused one — a failed condition, a cancelled transaction — changes nothing). */
const WRITE_COMMANDS = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

/** The field of an answer that carries an expected error (functions/handlers/appsync-resolver.ts). */
const STORE_ERROR_FIELD = '__storeError';

/** Whether a function's answer (one field's, or a batch's) is, or holds, an error answer. */
const answersAnError = (answer: unknown): boolean =>
  Array.isArray(answer) ? answer.some(answersAnError) : typeof answer === 'object' && answer !== null && STORE_ERROR_FIELD in answer;

const running = new AsyncLocalStorage<RunningFunction>();

/** `handler`, run (with everything it awaits or schedules) as the function at `entry` with these grants. */
export function holdToGrants<Handler extends (...args: never[]) => unknown>(
  entry: string,
  actions: readonly string[],
  handler: Handler,
  /** Told of a run that wrote to the table and then answered an error (or threw): a write its answer hides. */
  onWritesBehindError: (writes: number) => void = () => undefined,
): Handler {
  const granted = new Set(actions);
  return ((...args: Parameters<Handler>) => {
    const run: RunningFunction = { entry, actions: granted, writes: 0 };
    return running.run(run, async () => {
      try {
        const answer = await handler(...args);
        if (run.writes > 0 && answersAnError(answer)) onWritesBehindError(run.writes);
        return answer;
      } catch (error) {
        if (run.writes > 0) onWritesBehindError(run.writes);
        throw error;
      }
    });
  }) as Handler;
}

/** The IAM action each kind of TransactWriteItems item is authorised by. */
const TRANSACTION_ITEM_ACTIONS: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};

/** The IAM actions a DynamoDB command needs (its operation; per item for transactions). */
export function tableActionsOfCommand(commandName: string, input: Record<string, unknown>): string[] {
  const operation = commandName.replace(/Command$/, '');
  if (operation === 'TransactWriteItems') {
    const items = (input['TransactItems'] ?? []) as Record<string, unknown>[];
    return [
      ...new Set(
        items.flatMap((item) =>
          Object.keys(item).flatMap((kind) => (TRANSACTION_ITEM_ACTIONS[kind] ? [TRANSACTION_ITEM_ACTIONS[kind]] : [])),
        ),
      ),
    ];
  }
  if (operation === 'TransactGetItems') return ['dynamodb:GetItem'];
  return [`dynamodb:${operation}`];
}

const MIDDLEWARE_NAME = 'localTableGrants';

/** Refuses, on `doc`, a command the running function is not granted (idempotent per client). */
export function enforceTableGrants(doc: DynamoDBDocumentClient): void {
  doc.middlewareStack.remove(MIDDLEWARE_NAME);
  doc.middlewareStack.add(
    (next, context) => async (args) => {
      const current = running.getStore();
      if (current) {
        const needed = tableActionsOfCommand(context.commandName ?? 'UnknownCommand', args.input as Record<string, unknown>);
        const missing = needed.filter((action) => !current.actions.has(action));
        if (missing.length > 0) {
          throw Object.assign(
            new Error(
              `${current.entry} is not authorized to perform ${missing.join(', ')} (add it to its tableActions in functions/handlers/resolver-map.ts)`,
            ),
            { name: 'AccessDeniedException' },
          );
        }
      }
      const result = await next(args);
      if (current && WRITE_COMMANDS.has(context.commandName ?? '')) current.writes += 1;
      return result;
    },
    { step: 'initialize', name: MIDDLEWARE_NAME },
  );
}
