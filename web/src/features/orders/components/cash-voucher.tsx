// The way back to a payment in cash's voucher (issue 42): "Pagá en efectivo hasta el dd/mm a las
// HH:mm: Ver el cupón de pago" while the order waits for it, or that it expired. The server gives only Mercado
// Pago's own https addresses (the local simulator's locally; docs/decisions/164); this checks again
// before linking: an https address, or one on this machine (the simulator), else no voucher line.
// Plain elements: the item pages that show the pending panel are published (no PrimeReact here).
import { formatStoreDayMonth, formatStoreDeadline } from '../../../../../functions/domain/store-clock';
import { isLinkableVoucher } from '../../../lib/voucher-link';

export interface CashVoucher {
  url: string;
  expiresAt?: string | null;
  expired: boolean;
}

const shownAs = (instant: string | null | undefined, format: (date: Date) => string): string | null => {
  if (!instant) return null;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : format(date);
};

export function CashVoucherLine({ voucher }: { voucher: CashVoucher }) {
  if (voucher.expired) {
    const day = shownAs(voucher.expiresAt, formatStoreDayMonth);
    return (
      <p className="cash-voucher cash-voucher--expired" data-testid="cash-voucher" data-expired="true">
        <span className="pi pi-calendar-times" aria-hidden="true" /> El cupón de pago en efectivo venció{day ? ` el ${day}` : ''}: ya no se
        puede pagar.
      </p>
    );
  }
  if (!isLinkableVoucher(voucher.url)) return null;
  const deadline = shownAs(voucher.expiresAt, formatStoreDeadline);
  return (
    <p className="cash-voucher" data-testid="cash-voucher" data-expired="false">
      <span className="pi pi-ticket" aria-hidden="true" /> Pagá en efectivo{deadline ? ` hasta el ${deadline}` : ''}:{' '}
      <a href={voucher.url} target="_blank" rel="noopener noreferrer" data-testid="cash-voucher-link">
        Ver el cupón de pago
      </a>
    </p>
  );
}
