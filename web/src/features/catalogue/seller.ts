// The two sellers as a buyer reads them: the store's own brand (its name comes from the runtime
// configuration, since the spec withholds it) and Delfi.
import type { Seller } from '../../generated/graphql';

export function sellerDisplayName(seller: Seller, storeName: string): string {
  return seller === 'DELFI' ? 'Delfi' : storeName;
}
