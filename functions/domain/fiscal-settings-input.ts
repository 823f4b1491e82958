// The rules of a seller's fiscal settings (Administración → Facturación), with the Spanish
// message of each field as the form labels it; the server and the web form share them.
import * as z from 'zod/mini';
import { isValidCuit, taxIdDigits } from './argentina';
import { isoDateSchema } from './input-schemas';

const text = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(2, message), z.maxLength(max, `No puede superar los ${max} caracteres.`));

export const fiscalSettingsSchema = z.object({
  seller: z.enum(['STORE', 'DELFI'], { message: 'Elegí el vendedor.' }),
  legalName: text(120, 'Ingresá la razón social.'),
  cuit: z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => isValidCuit(taxIdDigits(value)), 'Ingresá un CUIT válido (11 dígitos, empieza con 20, 23, 24, 27, 30, 33 o 34).'),
    ),
    z.transform(taxIdDigits),
  ),
  condition: z.enum(['MONOTRIBUTO', 'RESPONSABLE_INSCRIPTO'], { message: 'Elegí la condición frente al IVA.' }),
  pointOfSale: z
    .number()
    .check(
      z.int('Ingresá el punto de venta (un número entero).'),
      z.minimum(1, 'El punto de venta va de 1 a 99998.'),
      z.maximum(99_998, 'El punto de venta va de 1 a 99998.'),
    ),
  environment: z.enum(['HOMOLOGACION', 'PRODUCCION'], { message: 'Elegí el ambiente de ARCA.' }),
  address: text(200, 'Ingresá el domicilio comercial.'),
  grossIncomeNumber: text(40, 'Ingresá el número de Ingresos Brutos (o "Exento").'),
  activityStartDate: isoDateSchema,
});
