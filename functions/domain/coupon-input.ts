// The rules of the admin's coupon form, shared by the server, which enforces them, and the
// coupons page, which shows the same messages before sending. Codes are stored upper-case and
// the window is stored in the store's offset (-03:00), whatever offset the client wrote.
import * as z from 'zod/mini';
import { DECIMALS } from './argument-bounds';
import { isWellFormedCouponCode, normalizeCouponCode, type DiscountType } from './coupons';
import { isoDateTimeSchema } from './input-schemas';
import { toStoreDateTime } from './store-clock';

const storeDateTime = z.pipe(
  isoDateTimeSchema,
  z.transform((value) => toStoreDateTime(new Date(value))),
);

const MAX_COUPON_ITEMS = 100;

/**
 * The admin's coupon as it arrives, before couponInputSchema checks it (the API's CouponInput has
 * this shape: the handler passes it on as it is).
 */
export interface CouponRequest {
  code: string;
  discountType: DiscountType;
  value: number;
  isEnabled: boolean;
  validDateTimeFrom: string;
  validDateTimeTo: string;
  maxUses: number;
  itemIds: string[];
  /** Absent or null: false on a new coupon, unchanged on an edit. */
  oncePerBuyer?: boolean | null;
}

export const couponInputSchema = z
  .object({
    code: z
      .pipe(z.string(), z.transform(normalizeCouponCode))
      .check(z.refine(isWellFormedCouponCode, 'El código debe tener entre 3 y 40 letras, números, guiones o guiones bajos.')),
    discountType: z.enum(['FIXED', 'PERCENTAGE'], { message: 'Elegí si el descuento es un monto fijo o un porcentaje.' }),
    value: DECIMALS.value,
    isEnabled: z.boolean(),
    validDateTimeFrom: storeDateTime,
    validDateTimeTo: storeDateTime,
    maxUses: z
      .number()
      .check(
        z.int('El máximo de usos debe ser un número entero.'),
        z.gte(1, 'El máximo de usos debe ser al menos 1.'),
        z.lte(1_000_000, 'El máximo de usos es demasiado alto.'),
      ),
    itemIds: z.pipe(
      z
        .array(z.string().check(z.trim(), z.minLength(1)))
        .check(z.maxLength(MAX_COUPON_ITEMS, `Un cupón puede aplicarse a hasta ${MAX_COUPON_ITEMS} productos.`)),
      z.transform((ids) => [...new Set(ids)]),
    ),
    // Absent: false on a new coupon, unchanged on an edit (clients from before the term).
    oncePerBuyer: z.nullish(z.boolean()),
  })
  .check(
    z.refine((coupon) => coupon.discountType !== 'PERCENTAGE' || (coupon.value >= 1 && coupon.value <= 100), {
      message: 'Un porcentaje de descuento va de 1 a 100.',
      path: ['value'],
    }),
    z.refine((coupon) => Date.parse(coupon.validDateTimeTo) > Date.parse(coupon.validDateTimeFrom), {
      message: 'La vigencia debe terminar después de empezar.',
      path: ['validDateTimeTo'],
    }),
  );

export type CouponInputValues = z.infer<typeof couponInputSchema>;

/** The message for a maximum below the uses already counted (checked where uses are known). */
export const maxUsesBelowUsesMessage = (uses: number): string =>
  `El máximo de usos no puede ser menor a los ${uses} usos que ya tiene el cupón.`;
