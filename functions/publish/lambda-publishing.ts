// AWS: catalogue changes invoke the publish function asynchronously (Lambda queues the event and
// retries it), so an admin's request never waits for the pages. See functions/services/storefront-publishing.ts.
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { PublishEvent } from '../domain/publish-event';
import type { StorefrontPublishing } from '../services/storefront-publishing';

export function createLambdaPublishing(
  { functionName, region }: { functionName: string; region: string },
  log: (message: string, error?: unknown) => void,
): StorefrontPublishing {
  const lambda = new LambdaClient({ region });
  const invoke = (event: PublishEvent, type: 'Event' | 'RequestResponse') =>
    lambda.send(
      new InvokeCommand({ FunctionName: functionName, InvocationType: type, Payload: new TextEncoder().encode(JSON.stringify(event)) }),
    );
  return {
    async itemsChanged(itemIds) {
      try {
        await invoke({ itemIds: [...itemIds] }, 'Event');
      } catch (error) {
        // The change is stored; the next change or the scheduled run publishes it.
        log('No se pudo pedir la publicación de la tienda', error);
      }
    },
    async publishAll() {
      const answer = await invoke({ all: true }, 'RequestResponse');
      if (answer.FunctionError) throw new Error(`publish function failed: ${new TextDecoder().decode(answer.Payload)}`);
    },
    // Asynchronous invocations are Lambda's: nothing to wait for here.
    settled: async () => undefined,
  };
}
