// The rules of the admin's coupon form, shared by the server, which enforces them, and the
// coupons page, which shows the same messages before sending. Codes are stored upper-case and
// the window is stored in the store's offset (-03:00), whatever offset the client wrote.
import * as z from 'zod';
import { isWellFormedCouponCode, normalizeCouponCode } from './coupons';
import { isoDateTimeSchema } from './input-schemas';
import { toStoreDateTime } from './store-clock';

const storeDateTime = isoDateTimeSchema.transform((value) => toStoreDateTime(new Date(value)));

const MAX_COUPON_ITEMS = 100;

export const couponInputSchema = z
  .object({
    code: z
      .string()
      .transform(normalizeCouponCode)
      .refine(isWellFormedCouponCode, 'El código debe tener entre 3 y 40 letras, números, guiones o guiones bajos.'),
    discountType: z.enum(['FIXED', 'PERCENTAGE'], { message: 'Elegí si el descuento es un monto fijo o un porcentaje.' }),
    value: z.number().positive('El descuento debe ser mayor a cero.').max(10_000_000, 'El descuento es demasiado alto.'),
    isEnabled: z.boolean(),
    validDateTimeFrom: storeDateTime,
    validDateTimeTo: storeDateTime,
    maxUses: z
      .number()
      .int('El máximo de usos debe ser un número entero.')
      .min(1, 'El máximo de usos debe ser al menos 1.')
      .max(1_000_000, 'El máximo de usos es demasiado alto.'),
    itemIds: z
      .array(z.string().trim().min(1))
      .max(MAX_COUPON_ITEMS, `Un cupón puede aplicarse a hasta ${MAX_COUPON_ITEMS} productos.`)
      .transform((ids) => [...new Set(ids)]),
  })
  .refine((coupon) => coupon.discountType !== 'PERCENTAGE' || (coupon.value >= 1 && coupon.value <= 100), {
    message: 'Un porcentaje de descuento va de 1 a 100.',
    path: ['value'],
  })
  .refine((coupon) => Date.parse(coupon.validDateTimeTo) > Date.parse(coupon.validDateTimeFrom), {
    message: 'La vigencia debe terminar después de empezar.',
    path: ['validDateTimeTo'],
  });

export type CouponInputValues = z.infer<typeof couponInputSchema>;

/** The message for a maximum below the uses already counted (checked where uses are known). */
export const maxUsesBelowUsesMessage = (uses: number): string =>
  `El máximo de usos no puede ser menor a los ${uses} usos que ya tiene el cupón.`;
