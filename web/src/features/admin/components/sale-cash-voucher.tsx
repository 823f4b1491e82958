// The admin's sale detail, for an order that waits for a payment in cash (Rapipago, Pago Fácil;
// issue 42): "Pago en efectivo: vence el dd/mm" (or "venció el dd/mm") with the voucher's link,
// from the same view the buyer's order has (Order.cashVoucher, services/order-view.ts). The link
// stays once it expired: Mercado Pago's page says so, which is what an admin asked about it checks.
import { formatStoreDateTime, formatStoreDayMonth } from '../../../../../functions/domain/store-clock';
import { isLinkableVoucher } from '../../../lib/voucher-link';

interface SaleCashVoucher {
  url: string;
  expiresAt?: string | null;
  expired: boolean;
}

/** The definition-list pair of the sale detail (Pago en efectivo / its date and link). */
export function SaleCashVoucherRow({ voucher }: { voucher: SaleCashVoucher }) {
  const expires = voucher.expiresAt ? new Date(voucher.expiresAt) : null;
  const day = expires && !Number.isNaN(expires.getTime()) ? expires : null;
  const when = day
    ? `${voucher.expired ? 'Venció' : 'Vence'} el ${formatStoreDayMonth(day)}`
    : voucher.expired
      ? 'Venció'
      : 'Sin fecha de vencimiento';
  return (
    <>
      <dt>Pago en efectivo</dt>
      <dd data-testid="order-cash-voucher" data-expired={voucher.expired ? 'true' : 'false'}>
        <span title={day ? formatStoreDateTime(day) : undefined}>{when}</span>
        {isLinkableVoucher(voucher.url) ? (
          <>
            {' · '}
            <a href={voucher.url} target="_blank" rel="noopener noreferrer">
              Ver el cupón de pago
            </a>
          </>
        ) : null}
      </dd>
    </>
  );
}
