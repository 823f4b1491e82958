// The price as the server computes it (offer valid now in -03:00, then the coupon). The page
// never computes a price itself: what it shows is what createOrder will charge.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

const QuotePriceDocument = graphql(`
  query QuotePrice($itemId: ID!, $couponCode: String) {
    quotePrice(itemId: $itemId, couponCode: $couponCode) {
      itemId
      listPrice
      offerPrice
      couponCode
      discount
      finalPrice
      currency
    }
  }
`);

export const priceQuoteQuery = (itemId: string, couponCode: string | null) =>
  queryOptions({
    queryKey: checkoutKeys.quote(itemId, couponCode),
    queryFn: async () => (await request(QuotePriceDocument, { itemId, ...(couponCode ? { couponCode } : {}) }, 'userPool')).quotePrice,
    // A coupon's validity can change (uses, window): a fresh quote each time the page shows it.
    staleTime: 0,
    retry: false,
  });

export const usePriceQuote = (itemId: string, couponCode: string | null) => useQuery(priceQuoteQuery(itemId, couponCode));
