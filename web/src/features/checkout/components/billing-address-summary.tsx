// The billing details the order will be invoiced to (the newest address the buyer saved).
import { Link } from 'react-router';
import { IVA_CONDITION_LABELS } from '../../../../../functions/domain/billing-address';
import type { ListUserAddressesQuery } from '../../../generated/graphql';
import { routes } from '../../../lib/paths';

type Address = ListUserAddressesQuery['listUserAddresses'][number];

/** 20123456786 → 20-12345678-6; a DNI stays as typed. */
const formatTaxId = (taxId: string): string =>
  /^\d{11}$/.test(taxId) ? `${taxId.slice(0, 2)}-${taxId.slice(2, 10)}-${taxId.slice(10)}` : taxId;

export function BillingAddressSummary({ address, itemId }: { address: Address; itemId: string }) {
  const line = [`${address.street} ${address.streetNumber}`, address.apartment].filter(Boolean).join(', ');
  return (
    <section className="checkout-card" aria-labelledby="checkout-billing-title">
      <h2 id="checkout-billing-title">Datos de facturación</h2>
      <address className="checkout-billing">
        <strong>{address.fullName}</strong>
        <span>
          {taxIdLabel(address.taxId)}: {formatTaxId(address.taxId)}
        </span>
        {address.ivaCondition ? <span>Condición frente al IVA: {IVA_CONDITION_LABELS[address.ivaCondition]}</span> : null}
        <span>{line}</span>
        <span>
          {address.city}, {address.province} ({address.postalCode})
        </span>
        <span>Tel.: {address.phone}</span>
      </address>
      <Link className="checkout-billing__change" to={routes.firstBillingDetail.to({ id: itemId })}>
        Usar otros datos de facturación
      </Link>
    </section>
  );
}

const taxIdLabel = (taxId: string): string => (taxId.length === 11 ? 'CUIT/CUIL' : 'DNI');
