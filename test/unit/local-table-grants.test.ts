// The local stack holds each handler to its declared table actions (infra/local/table-grants.ts),
// as IAM holds its role on AWS: the catalogue function, granted reads only, cannot write. It also
// counts a run that wrote and then answered an error (a write the answer hides).
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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

  it('tells of a run that wrote and then answered an error, not of one whose write was refused or that answered data', async () => {
    const doc = createDocumentClient({ region: 'us-east-1', endpoint: 'http://127.0.0.1:9' });
    enforceTableGrants(doc);
    // The table stand-in: a put of PK "refused" fails its condition, any other is accepted.
    doc.middlewareStack.add(
      () => async (args) => {
        const input = args.input as { Item?: { PK?: { S?: string } } };
        if (input.Item?.PK?.S === 'refused') {
          throw Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
        }
        return { output: { $metadata: {} }, response: {} };
      },
      { step: 'build', name: 'fakeTable' },
    );
    const { entry, tableActions } = graphqlFunctions.account;
    const put = (pk: string) =>
      doc.send(new PutCommand({ TableName: 'store', Item: { PK: pk, SK: 'X' }, ConditionExpression: 'attribute_not_exists(PK)' }));
    const told: number[] = [];
    const run = (handler: () => Promise<unknown>) => holdToGrants(entry, tableActions, handler, (writes) => told.push(writes))();
    const errorAnswer = { __storeError: { type: 'ValidationError', message: 'No.' } };

    await run(async () => {
      await put('a');
      await put('b');
      return errorAnswer;
    });
    expect(told).toEqual([2]);
    await run(async () => {
      await put('refused').catch(() => undefined);
      return errorAnswer;
    });
    await run(async () => {
      await put('c');
      return { id: 'c' };
    });
    await run(async () => errorAnswer);
    expect(told).toEqual([2]);
    await expect(
      run(async () => {
        await put('d');
        throw new Error('after the write');
      }),
    ).rejects.toThrow('after the write');
    expect(told).toEqual([2, 1]);
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
