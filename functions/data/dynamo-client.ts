// The one place that builds the DynamoDB document client. On AWS the endpoint is the default;
// locally it points at DynamoDB Local. Marshalling options are fixed here for every repository.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface DynamoClientOptions {
  region: string;
  endpoint?: string | undefined;
}

export function createDocumentClient(options: DynamoClientOptions): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: options.region,
    ...(options.endpoint
      ? {
          endpoint: options.endpoint,
          // DynamoDB Local accepts any credentials; AWS uses the Lambda role's.
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

const shared = new Map<string, DynamoDBDocumentClient>();

/**
 * The process's document client for these options, built on first use: one per Lambda container,
 * and one for every handler of the local stack (which runs them all in one process), so a
 * recorder attached to it (npm run bench) sees every call.
 */
export function sharedDocumentClient(options: DynamoClientOptions): DynamoDBDocumentClient {
  const key = `${options.region} ${options.endpoint ?? ''}`;
  let client = shared.get(key);
  if (!client) {
    client = createDocumentClient(options);
    shared.set(key, client);
  }
  return client;
}

/** Table name and client, what every repository needs. */
export interface TableContext {
  doc: DynamoDBDocumentClient;
  tableName: string;
}
