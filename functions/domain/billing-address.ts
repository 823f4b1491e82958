// The rules of a billing address fit for Argentine invoicing, with the Spanish message of each
// field. Pure (zod + the Argentine facts only) so the server's createUserAddress and the web's
// billing form validate with the very same schema.
import * as z from 'zod/mini';
import { PROVINCES, isValidPostalCode, isValidTaxId } from './argentina';

const text = (min: number, max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, `No puede superar los ${max} caracteres.`));

export const addressSchema = z.object({
  fullName: text(3, 120, 'Ingresá tu nombre completo o razón social.'),
  taxId: z.pipe(
    z.string().check(z.trim(), z.refine(isValidTaxId, 'Ingresá un DNI (7 u 8 dígitos) o un CUIT/CUIL válido.')),
    z.transform((value) => value.replace(/[.\-\s]/g, '')),
  ),
  street: text(2, 120, 'Ingresá la calle.'),
  streetNumber: z.string().check(z.trim(), z.regex(/^\d{1,6}[A-Za-z]?$|^S\/N$/i, 'Ingresá la altura (número) o S/N.')),
  apartment: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(30, 'No puede superar los 30 caracteres.'))),
    z.transform((v) => (v ? v : null)),
  ),
  city: text(2, 80, 'Ingresá la localidad.'),
  province: z.enum(PROVINCES, { message: 'Elegí una provincia de la lista.' }),
  postalCode: z.pipe(
    z.string().check(z.trim(), z.refine(isValidPostalCode, 'Ingresá un código postal válido (por ejemplo 1425 o C1425ABC).')),
    z.transform((value) => value.toUpperCase()),
  ),
  phone: z.string().check(
    z.trim(),
    z.refine(
      (value) => /^\+?[\d\s()-]{8,20}$/.test(value) && value.replace(/\D/g, '').length >= 8,
      'Ingresá un teléfono con código de área.',
    ),
  ),
});
