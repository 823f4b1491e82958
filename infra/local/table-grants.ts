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
}

const running = new AsyncLocalStorage<RunningFunction>();

/** `handler`, run (with everything it awaits or schedules) as the function at `entry` with these grants. */
export function holdToGrants<Handler extends (...args: never[]) => unknown>(
  entry: string,
  actions: readonly string[],
  handler: Handler,
): Handler {
  const grants: RunningFunction = { entry, actions: new Set(actions) };
  return ((...args: Parameters<Handler>) => running.run(grants, () => handler(...args))) as Handler;
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
      return next(args);
    },
    { step: 'initialize', name: MIDDLEWARE_NAME },
  );
}
