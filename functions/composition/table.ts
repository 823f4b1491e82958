// The table every repository is built on. The document client is the process's shared one, built
// on the first DynamoDB call (repositories read `table.doc` per call).
import { sharedDocumentClient, type TableContext } from '../data/dynamo-client';
import { tableSettings, type TableSettings } from '../settings/table';

export function tableContext(settings: TableSettings = tableSettings()): TableContext {
  return {
    get doc() {
      return sharedDocumentClient({ region: settings.AWS_REGION, endpoint: settings.DYNAMODB_ENDPOINT });
    },
    tableName: settings.TABLE_NAME,
  };
}
