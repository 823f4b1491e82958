// Records every DynamoDB call a document client sends, with the capacity DynamoDB says it consumed.
// Attached as one middleware to the client's stack (no product code path changes): it forces
// ReturnConsumedCapacity=TOTAL on each request and reads ConsumedCapacity from each answer.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface RecordedCall {
  command: string;
  /** Read request units DynamoDB reported (eventually consistent reads count half). */
  readUnits: number;
  /** Write request units: for TransactWriteItems doubled by the documented rule (see below). */
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
  // DynamoDB Local reports a transactional write at the standard rate; AWS bills two write units
  // per KB written in a transaction (DynamoDB pricing, "transactional write request"). A condition
  // check inside a transaction is billed like a read; DynamoDB Local already reports it.
  if (command === 'TransactWriteItemsCommand') writeUnits *= 2;
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

/**
 * Attaches the recorder to a document client (idempotent per client). The middleware runs at the
 * initialize step, before marshalling, so it sees the command name and may add a parameter.
 */
export function attachDynamoRecorder(doc: DynamoDBDocumentClient): DynamoRecorder {
  let calls: RecordedCall[] = [];
  let recording = true;
  doc.middlewareStack.remove(MIDDLEWARE_NAME);
  doc.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? 'UnknownCommand';
      const input = args.input as Record<string, unknown>;
      // Every data-plane command accepts ReturnConsumedCapacity; table management does not.
      if (recording && command !== 'DescribeTableCommand') input['ReturnConsumedCapacity'] = 'TOTAL';
      try {
        const result = await next(args);
        if (recording) {
          const output = result.output as DynamoOutput;
          calls.push({ command, ...unitsOf(command, output.ConsumedCapacity), ...recordsOf(output), failed: false });
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
