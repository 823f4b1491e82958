// The spec's call: a JSON string of queued orders in, a JSON string of per-order results out.
import { graphql } from '../../../generated';
import { mutate } from '../../../lib/api-client';

const UpdateOrdersWithPaymentProviderDocument = graphql(`
  mutation UpdateOrdersWithPaymentProvider($input: AWSJSON!) {
    updateOrdersWithPaymentProvider(input: $input)
  }
`);

export async function updateOrdersWithPaymentProvider(input: string): Promise<unknown> {
  return (await mutate(UpdateOrdersWithPaymentProviderDocument, { input }, 'userPool')).updateOrdersWithPaymentProvider;
}
