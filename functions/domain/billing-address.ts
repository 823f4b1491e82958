// The rules of a billing address fit for Argentine invoicing, with the Spanish message of each
// field. Pure (zod + the Argentine facts only) so the server's createUserAddress and the web's
// billing form validate with the very same schema.
import * as z from 'zod/mini';
import { PROVINCES, isValidPostalCode, isValidTaxId, taxIdDigits } from './argentina';

const text = (min: number, max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, `No puede superar los ${max} caracteres.`));

/** "Condición frente al IVA", as the billing form lists it (ARCA's names for the buyer's standing). */
export const IVA_CONDITION_LABELS = {
  RESPONSABLE_INSCRIPTO: 'IVA responsable inscripto',
  MONOTRIBUTO: 'Responsable monotributo',
  EXENTO: 'IVA sujeto exento',
  CONSUMIDOR_FINAL: 'Consumidor final',
} as const;

export type IvaConditionName = keyof typeof IVA_CONDITION_LABELS;
export const IVA_CONDITIONS = Object.keys(IVA_CONDITION_LABELS) as IvaConditionName[];

/** An 11-digit tax id (CUIT or CUIL), the documents with which the IVA condition is asked. */
export const isCuitShaped = (taxId: string): boolean => /^\d{11}$/.test(taxIdDigits(taxId));

const IVA_CONDITION_REQUIRED = 'Elegí tu condición frente al IVA: con CUIT/CUIL decide si la factura es A o B.';

const fields = z.object({
  fullName: text(3, 120, 'Ingresá tu nombre completo o razón social.'),
  taxId: z.pipe(
    z.string().check(z.trim(), z.refine(isValidTaxId, 'Ingresá un DNI (7 u 8 dígitos) o un CUIT/CUIL válido.')),
    z.transform(taxIdDigits),
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
  ivaCondition: z.nullish(z.enum(IVA_CONDITIONS, { message: 'Elegí una condición frente al IVA de la lista.' })),
});

/**
 * The billing details: with a CUIT/CUIL the buyer's IVA condition is required (a responsable
 * inscripto or monotributista buyer gets a Factura A from a responsable inscripto seller); with a
 * DNI the buyer is a consumidor final and no condition is kept.
 */
export const addressSchema = z.pipe(
  fields.check(
    z.refine((address) => !isCuitShaped(address.taxId) || Boolean(address.ivaCondition), {
      message: IVA_CONDITION_REQUIRED,
      path: ['ivaCondition'],
    }),
  ),
  z.transform((address) => ({ ...address, ivaCondition: isCuitShaped(address.taxId) ? (address.ivaCondition ?? null) : null })),
);
