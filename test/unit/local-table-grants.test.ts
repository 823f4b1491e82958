// The local stack holds each handler to its declared table actions (infra/local/table-grants.ts),
// as IAM holds its role on AWS: the catalogue function, granted reads only, cannot write.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { graphqlFunctions } from '../../functions/handlers/resolver-map';
import { enforceTableGrants, holdToGrants, tableActionsOfCommand } from '../../infra/local/table-grants';

describe('local table grants', () => {
  it("refuses a write the catalogue function's role is not granted, before anything is sent", async () => {
    // Nothing listens on port 9: a command that got past the check would fail on the network.
    const doc = createDocumentClient({ region: 'us-east-1', endpoint: 'http://127.0.0.1:9' });
    enforceTableGrants(doc);
    const { entry, tableActions } = graphqlFunctions.catalogue;
    const write = holdToGrants(entry, tableActions, () =>
      doc.send(
        new UpdateCommand({
          TableName: 'store',
          Key: { PK: 'ITEM#x', SK: 'ITEM' },
          UpdateExpression: 'SET a = :a',
          ExpressionAttributeValues: { ':a': 1 },
        }),
      ),
    );
    await expect(write()).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringMatching(/functions\/handlers\/catalogue\.ts is not authorized to perform dynamodb:UpdateItem/),
    });
    // Outside a handler (the seed, the tests' helpers) nothing is held: the command reaches the network.
    await expect(doc.send(new GetCommand({ TableName: 'store', Key: { PK: 'ITEM#x', SK: 'ITEM' } }))).rejects.not.toMatchObject({
      name: 'AccessDeniedException',
    });
  });

  it('names the actions a command needs: its operation, and per item for a transaction', () => {
    expect(tableActionsOfCommand('GetItemCommand', {})).toEqual(['dynamodb:GetItem']);
    expect(tableActionsOfCommand('QueryCommand', {})).toEqual(['dynamodb:Query']);
    expect(
      tableActionsOfCommand('TransactWriteItemsCommand', {
        TransactItems: [{ Put: {} }, { Update: {} }, { Put: {} }, { ConditionCheck: {} }],
      }),
    ).toEqual(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem']);
    expect(tableActionsOfCommand('TransactGetItemsCommand', {})).toEqual(['dynamodb:GetItem']);
  });
});
