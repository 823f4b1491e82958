// The billing form validates with the server's own schema (functions/domain/billing-address.ts),
// so the buyer sees the same Spanish message before sending as the server would answer.
import { addressSchema } from '../../../../functions/domain/billing-address';
import { fieldErrors } from '../../../../functions/domain/validation';
import type { CreateUserAddressInput } from '../../generated/graphql';

export const ADDRESS_FIELDS = [
  'fullName',
  'taxId',
  'street',
  'streetNumber',
  'apartment',
  'city',
  'province',
  'postalCode',
  'phone',
  'ivaCondition',
] as const satisfies readonly (keyof CreateUserAddressInput)[];

export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const emptyAddress = (): AddressValues => ({
  fullName: '',
  taxId: '',
  street: '',
  streetNumber: '',
  apartment: '',
  city: '',
  province: '',
  postalCode: '',
  phone: '',
  ivaCondition: '',
});

export type AddressValidation = { ok: true; input: CreateUserAddressInput } | { ok: false; errors: AddressErrors };

export function validateAddress(values: AddressValues): AddressValidation {
  const result = addressSchema.safeParse({
    ...values,
    apartment: values.apartment.trim() || null,
    ivaCondition: values.ivaCondition || null,
  });
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, errors: fieldErrors(result.error, ADDRESS_FIELDS) };
}
