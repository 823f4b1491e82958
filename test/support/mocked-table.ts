// A table on a mocked DynamoDB document client (aws-sdk-client-mock), for the repositories' unit
// tests of what they read: the records a test stores are what a GetItem (by key), a Query, a
// BatchGetItem or an UpdateItem's ALL_NEW answer, so a test shows how a stored record reads
// without DynamoDB running.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { TableContext } from '../../functions/data/dynamo-client';

type StoredRecord = Record<string, unknown>;

const TABLE = 'store';
const sameKey = (record: StoredRecord, key: Record<string, unknown> | undefined) =>
  record['PK'] === key?.['PK'] && record['SK'] === key?.['SK'];

/** The mocked client (mocked for the whole file: restore it in afterAll) and a table on it. */
export function mockedTable() {
  const documentClient = mockClient(DynamoDBDocumentClient);
  const table: TableContext = { doc: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), tableName: TABLE };

  /** From now on the table holds `records`: a Query answers all of them, a read by key the one with that key. */
  function store(...records: StoredRecord[]): void {
    documentClient.reset();
    documentClient
      .on(GetCommand)
      .callsFake((input: GetCommand['input']) => ({ Item: records.find((record) => sameKey(record, input.Key)) }));
    documentClient.on(QueryCommand).resolves({ Items: records });
    documentClient.on(BatchGetCommand).callsFake((input: BatchGetCommand['input']) => {
      const keys = input.RequestItems?.[TABLE]?.Keys ?? [];
      return { Responses: { [TABLE]: records.filter((record) => keys.some((key) => sameKey(record, key))) } };
    });
    documentClient.on(UpdateCommand).callsFake((input: UpdateCommand['input']) => ({
      Attributes: records.find((record) => sameKey(record, input.Key)),
    }));
  }

  return { documentClient, table, store };
}
