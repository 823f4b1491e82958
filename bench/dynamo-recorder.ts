// Records every DynamoDB call a document client sends, with the capacity DynamoDB says it consumed.
// Attached as one middleware to the client's stack (no product code path changes): it forces
// ReturnConsumedCapacity=TOTAL on each request and reads ConsumedCapacity from each answer, except
// for TransactWriteItems, whose figure DynamoDB Local gets wrong: that one is worked out by AWS's
// rule from the items' images, read before and after the transaction (bench/transactional-capacity.ts).
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS } from '../functions/data/table';
import { transactWriteCapacity, type ItemImage, type TransactItemImages } from './transactional-capacity';

export interface RecordedCall {
  command: string;
  /** Read request units DynamoDB reported (eventually consistent reads count half). */
  readUnits: number;
  /** Write request units; for TransactWriteItems AWS's figure (see transactional-capacity.ts). */
  writeUnits: number;
  /** Records DynamoDB returned (Query Count, GetItem 0/1, batch responses). */
  returned: number;
  /** Records DynamoDB read to answer (Query ScannedCount): more than `returned` means a filter. */
  scanned: number;
  /** The call failed (e.g. a condition check); AWS still bills a failed conditional write. */
  failed: boolean;
}

interface ConsumedCapacityEntry {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

const READ_COMMANDS = new Set(['GetItemCommand', 'QueryCommand', 'ScanCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand']);

/** Commands whose ConsumedCapacity is reported per table (an array) rather than as one object. */
function entriesOf(consumed: unknown): ConsumedCapacityEntry[] {
  if (!consumed) return [];
  return (Array.isArray(consumed) ? consumed : [consumed]) as ConsumedCapacityEntry[];
}

function unitsOf(command: string, consumed: unknown): { readUnits: number; writeUnits: number } {
  let readUnits = 0;
  let writeUnits = 0;
  for (const entry of entriesOf(consumed)) {
    const reads = entry.ReadCapacityUnits;
    const writes = entry.WriteCapacityUnits;
    if (reads !== undefined || writes !== undefined) {
      readUnits += reads ?? 0;
      writeUnits += writes ?? 0;
    } else if (READ_COMMANDS.has(command)) {
      readUnits += entry.CapacityUnits ?? 0;
    } else {
      writeUnits += entry.CapacityUnits ?? 0;
    }
  }
  return { readUnits, writeUnits };
}

interface DynamoOutput {
  ConsumedCapacity?: unknown;
  Count?: number;
  ScannedCount?: number;
  Item?: unknown;
  Items?: unknown[];
  Responses?: unknown;
}

function recordsOf(output: DynamoOutput): { returned: number; scanned: number } {
  if (typeof output.Count === 'number') return { returned: output.Count, scanned: output.ScannedCount ?? output.Count };
  if ('Item' in output) return { returned: output.Item ? 1 : 0, scanned: output.Item ? 1 : 0 };
  if (Array.isArray(output.Responses)) return { returned: output.Responses.length, scanned: output.Responses.length };
  if (output.Responses && typeof output.Responses === 'object') {
    const count = Object.values(output.Responses as Record<string, unknown[]>).reduce((sum, list) => sum + list.length, 0);
    return { returned: count, scanned: count };
  }
  return { returned: 0, scanned: 0 };
}

export interface DynamoRecorder {
  /** Calls recorded since the last `take()`, in order. */
  take(): RecordedCall[];
  /** Stops recording (the middleware stays attached but records nothing). */
  pause(): void;
  resume(): void;
}

const MIDDLEWARE_NAME = 'benchDynamoRecorder';

type TransactAction = TransactItemImages['action'];
const TRANSACT_ACTIONS: TransactAction[] = ['Put', 'Update', 'Delete', 'ConditionCheck'];

interface TransactTarget {
  action: TransactAction;
  tableName: string;
  key: ItemImage;
  /** A Put's item: its image after the transaction. */
  item?: ItemImage;
}

/** The items a TransactWriteItems input touches (document-client form: plain values). */
function targetsOf(input: Record<string, unknown>): TransactTarget[] {
  const items = (input['TransactItems'] ?? []) as Record<string, { TableName: string; Key?: ItemImage; Item?: ItemImage }>[];
  return items.flatMap((entry) => {
    const action = TRANSACT_ACTIONS.find((name) => entry[name]);
    const request = action ? entry[action] : undefined;
    if (!action || !request) return [];
    const source = request.Key ?? request.Item ?? {};
    const key = { [TABLE_KEYS.partitionKey]: source[TABLE_KEYS.partitionKey], [TABLE_KEYS.sortKey]: source[TABLE_KEYS.sortKey] };
    return [{ action, tableName: request.TableName, key, ...(request.Item ? { item: request.Item } : {}) }];
  });
}

/**
 * Attaches the recorder to a document client (idempotent per client). The middleware runs at the
 * initialize step, before marshalling, so it sees the command name and may add a parameter.
 */
export function attachDynamoRecorder(doc: DynamoDBDocumentClient): DynamoRecorder {
  let calls: RecordedCall[] = [];
  let recording = true;
  doc.middlewareStack.remove(MIDDLEWARE_NAME);
  // The recorder's own reads of a transaction's items: sent through the same client, never recorded.
  const ownReads = new WeakSet<object>();
  const imageOf = async ({ tableName, key }: TransactTarget): Promise<ItemImage | undefined> => {
    const input = { TableName: tableName, Key: key, ConsistentRead: true };
    ownReads.add(input);
    return (await doc.send(new GetCommand(input))).Item;
  };
  doc.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? 'UnknownCommand';
      const input = args.input as Record<string, unknown>;
      if (ownReads.has(input)) return next(args);
      // Every data-plane command accepts ReturnConsumedCapacity; table management does not.
      if (recording && command !== 'DescribeTableCommand') input['ReturnConsumedCapacity'] = 'TOTAL';
      const transaction = recording && command === 'TransactWriteItemsCommand' ? targetsOf(input) : null;
      try {
        const before = transaction ? await Promise.all(transaction.map(imageOf)) : [];
        const result = await next(args);
        if (recording) {
          const output = result.output as DynamoOutput;
          let units = unitsOf(command, output.ConsumedCapacity);
          if (transaction) {
            const images = await Promise.all(
              transaction.map(async (target, index): Promise<TransactItemImages> => {
                const after = target.action === 'Put' ? target.item : target.action === 'Update' ? await imageOf(target) : undefined;
                return { action: target.action, before: before[index], after };
              }),
            );
            units = transactWriteCapacity(images, GLOBAL_SECONDARY_INDEXES);
          }
          calls.push({ command, ...units, ...recordsOf(output), failed: false });
        }
        return result;
      } catch (error) {
        if (recording) calls.push({ command, readUnits: 0, writeUnits: 0, returned: 0, scanned: 0, failed: true });
        throw error;
      }
    },
    { step: 'initialize', name: MIDDLEWARE_NAME, override: true },
  );
  return {
    take() {
      const taken = calls;
      calls = [];
      return taken;
    },
    pause() {
      recording = false;
    },
    resume() {
      recording = true;
    },
  };
}
