// Whether a seller can be paid: its credentials exist and parse, and Mercado Pago accepts its
// access token (GET /users/me). Publishing an item runs this for the item's seller, so nothing
// goes on sale that checkout would then refuse.
import type { Seller } from '../generated/graphql';
import { isProviderFailure, type PaymentGateway } from './payment-provider';

export type SellerAccountStatus = 'ok' | 'invalid' | 'unreachable';

export type SellerAccountCheck = (seller: Seller) => Promise<SellerAccountStatus>;

export function createSellerAccountCheck(gateway: PaymentGateway, logError: (message: string, error: unknown) => void): SellerAccountCheck {
  return async (seller) => {
    try {
      await (await gateway.forSeller(seller)).verifyAccount();
      return 'ok';
    } catch (error) {
      if (isProviderFailure(error) && error.kind === 'unavailable') return 'unreachable';
      // Missing or malformed credentials, or a token Mercado Pago refuses.
      logError(`Mercado Pago account check failed for ${seller}`, error);
      return 'invalid';
    }
  };
}
