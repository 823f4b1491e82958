// Billing details as a buyer types them in the checkout's first step (createUserAddress). One
// valid address for every layer; a test names only what it needs different (a DNI of its own,
// another province).
import type { CreateUserAddressInput, UserAddress } from '../../../functions/generated/graphql';

export const billingAddressInput = (overrides: Partial<CreateUserAddressInput> = {}): CreateUserAddressInput => ({
  fullName: 'Ana Pérez',
  taxId: '20-12345678-6',
  // With a CUIT the form asks the IVA condition; a consumidor final gets a Factura B.
  ivaCondition: 'CONSUMIDOR_FINAL',
  street: 'Av. Corrientes',
  streetNumber: '1234',
  apartment: '5B',
  city: 'Buenos Aires',
  province: 'Ciudad Autónoma de Buenos Aires',
  postalCode: 'C1043AAB',
  phone: '+54 11 4321-5678',
  ...overrides,
});

/** The same details as the store keeps them once saved (and copies onto the order placed with them). */
export function billingAddress(overrides: Partial<UserAddress> = {}): UserAddress {
  const input = billingAddressInput();
  return {
    ...input,
    id: 'address-1',
    createdAt: '2026-11-27T11:00:00.000Z',
    apartment: input.apartment ?? null,
    ivaCondition: input.ivaCondition ?? null,
    ...overrides,
  };
}
