// Coupon rules, pure: whether a coupon may be applied to an item at an instant, and how much it
// takes off a price. A coupon's window, like an offer's, is written with the store's offset
// (-03:00); comparing instants makes the rule offset-independent.
import { AppError } from './errors';

export const DISCOUNT_TYPES = ['FIXED', 'PERCENTAGE'] as const;
/** A fixed amount off, or a percentage of the price (the schema's `DiscountType`). */
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** A discount code the admin sets up (the schema's `Coupon` has the same shape). */
export interface Coupon {
  code: string;
  discountType: DiscountType;
  value: number;
  isEnabled: boolean;
  /** The window in the store's offset (-03:00): from included, to excluded. */
  validDateTimeFrom: string;
  validDateTimeTo: string;
  maxUses: number;
  /** Confirmed uses: only the transaction that approves an order counts one. */
  uses: number;
  /** Items it applies to; empty means every item. */
  itemIds: string[];
  /** Each buyer may use it in one purchase only (a refunded or unpaid one gives the use back). */
  oncePerBuyer: boolean;
  createdAt: string;
}

/** The terms the admin sets: every field but the counted uses and the creation instant. */
export type CouponTermsUpdate = Omit<Coupon, 'uses' | 'createdAt'>;

/** What pricing needs of a coupon (the stored record carries more). */
export type CouponTerms = Pick<
  Coupon,
  'code' | 'discountType' | 'value' | 'isEnabled' | 'validDateTimeFrom' | 'validDateTimeTo' | 'maxUses' | 'uses' | 'itemIds'
> & {
  /** Each buyer may use it in one purchase only (absent on records from before the field = false). */
  oncePerBuyer?: boolean | null;
  /** Uses held by open checkouts plus confirmed ones (storage only; absent on old records = uses). */
  claimed?: number | null;
};

const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

/** Codes are compared case-insensitively: stored and looked up upper-case, without spaces. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export const isWellFormedCouponCode = (code: string): boolean => COUPON_CODE.test(code);

export type CouponRejection =
  | 'NOT_FOUND'
  | 'DISABLED'
  | 'NOT_YET_VALID'
  | 'EXPIRED'
  | 'EXHAUSTED'
  | 'NOT_APPLICABLE'
  /** A once-per-buyer coupon this buyer already holds or used in another purchase. */
  | 'USED_BY_BUYER';

/**
 * Why a coupon cannot be used for this item now, or null when it can. The window includes its
 * start and excludes its end, as offers do.
 */
export function couponRejection(coupon: CouponTerms | null, itemId: string, now: Date): CouponRejection | null {
  if (!coupon) return 'NOT_FOUND';
  if (!coupon.isEnabled) return 'DISABLED';
  const at = now.getTime();
  if (at < Date.parse(coupon.validDateTimeFrom)) return 'NOT_YET_VALID';
  if (at >= Date.parse(coupon.validDateTimeTo)) return 'EXPIRED';
  if ((coupon.claimed ?? coupon.uses) >= coupon.maxUses) return 'EXHAUSTED';
  if (coupon.itemIds.length > 0 && !coupon.itemIds.includes(itemId)) return 'NOT_APPLICABLE';
  return null;
}

const REJECTION_MESSAGES: Record<CouponRejection, (code: string, buyersOrderCode: string | null) => string> = {
  NOT_FOUND: (code) => `El cupón "${code}" no existe.`,
  DISABLED: (code) => `El cupón "${code}" no está habilitado.`,
  NOT_YET_VALID: (code) => `El cupón "${code}" todavía no está vigente.`,
  EXPIRED: (code) => `El cupón "${code}" está vencido.`,
  EXHAUSTED: (code) => `El cupón "${code}" ya alcanzó su máximo de usos.`,
  NOT_APPLICABLE: (code) => `El cupón "${code}" no se aplica a este producto.`,
  USED_BY_BUYER: (code, buyersOrderCode) =>
    `El cupón "${code}" se puede usar una sola vez por persona y ya lo usaste en ${buyersOrderCode ? `tu compra ${buyersOrderCode}` : 'otra compra'}.`,
};

/**
 * The error a buyer sees for a coupon that cannot be applied (field `couponCode`); for
 * USED_BY_BUYER, the code of the buyer's purchase that holds the use, when known.
 */
export function couponError(rejection: CouponRejection, code: string, buyersOrderCode: string | null = null): AppError {
  const message = REJECTION_MESSAGES[rejection](code, buyersOrderCode);
  return new AppError('ValidationError', message, { couponCode: message });
}

/** The amount a coupon takes off a price, before any floor; never more than the price. */
export function couponDiscount(coupon: Pick<CouponTerms, 'discountType' | 'value'>, price: number): number {
  const raw = coupon.discountType === 'PERCENTAGE' ? (price * coupon.value) / 100 : coupon.value;
  return Math.min(Math.max(raw, 0), price);
}
