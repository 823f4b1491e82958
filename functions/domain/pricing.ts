// The price a buyer pays, computed only on the server: the item's offer if it is valid now
// (-03:00 windows, see offers.ts), then a coupon, then a floor, rounded to cents.
//
// The floor: never below 1 ARS nor below 10% of the list price. Mercado Pago cannot charge 0
// (a preference item needs a positive unit_price), and free access is granted by an admin as a
// planning user, not through checkout. The 10% keeps a mistyped coupon (a FIXED 50 000 on a
// 12 000 course, a 100% typo) from giving the catalogue away through the payment flow.
import { couponDiscount, type CouponTerms } from './coupons';
import type { Item } from './item';
import { roundToCents, toCents } from './money';
import { activeOffer } from './offers';

export const CURRENCY = 'ARS';
const MINIMUM_CHARGE = 1;
const MINIMUM_PERCENT_OF_LIST_PRICE = 10;

/** The lowest price checkout may charge for an item with this list price. */
export function priceFloor(listPrice: number): number {
  // In whole cents times a whole percent: 11 000 × 0.1 × 100 in floating point is 110 000.00000000001,
  // which rounded up would charge 1 100,01 instead of 1 100.
  const fractionCents = Math.ceil((toCents(listPrice) * MINIMUM_PERCENT_OF_LIST_PRICE) / 100);
  return Math.max(MINIMUM_CHARGE, fractionCents / 100);
}

/** What a buyer pays and why (the API's PriceQuote adds the item's id). */
export interface PriceBreakdown {
  listPrice: number;
  /** The offer's price when one is valid now. */
  offerPrice: number | null;
  couponCode: string | null;
  /** What the coupon actually took off, after the floor. */
  discount: number;
  finalPrice: number;
  currency: string;
}

/** A price as the buyer is quoted it, for one item. */
export type PriceQuote = PriceBreakdown & { itemId: string };

/**
 * The price of an item now, with an optional coupon already checked by the caller
 * (couponRejection). `discount` is what the coupon actually took off after the floor.
 */
export function computePrice(
  item: Pick<Item, 'price' | 'offer'>,
  coupon: Pick<CouponTerms, 'code' | 'discountType' | 'value'> | null,
  now: Date,
): PriceBreakdown {
  const listPrice = roundToCents(item.price);
  const offer = activeOffer(item, now);
  const offerPrice = offer ? roundToCents(offer.price) : null;
  const base = offerPrice ?? listPrice;
  if (!coupon) {
    return { listPrice, offerPrice, couponCode: null, discount: 0, finalPrice: base, currency: CURRENCY };
  }
  const discounted = roundToCents(base - couponDiscount(coupon, base));
  // An offer already below the floor stays as it is; a coupon can only lower a price to the floor.
  const finalPrice = Math.min(base, Math.max(discounted, priceFloor(listPrice)));
  return {
    listPrice,
    offerPrice,
    couponCode: coupon.code,
    discount: (toCents(base) - toCents(finalPrice)) / 100,
    finalPrice,
    currency: CURRENCY,
  };
}
