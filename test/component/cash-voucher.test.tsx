// A payment in cash's voucher on the pending order (issue 42, docs/decisions/164): "Pagá en
// efectivo hasta el dd/mm a las HH:mm: Ver el cupón de pago" linking to the voucher in a new tab, "venció el
// dd/mm" without a link once it expired, and — the web's own second check after the server's — no
// link at all for an address that is neither https nor on this machine (the local simulator).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PendingOrderPanel } from '../../web/src/features/orders';

const order = (cashVoucher: { url: string; expiresAt: string | null; expired: boolean } | null) => ({
  id: 'order-1',
  code: 'IMP-7K3Q-2M',
  item: { id: 'course-1', type: 'COURSE' as const, name: 'Vertical' },
  cashVoucher,
});

const MP = 'https://www.mercadopago.com.ar/payments/77/ticket?caller_id=1&hash=h';

function renderPanel(voucher: Parameters<typeof order>[0], compact = false) {
  render(
    <MemoryRouter>
      {compact ? (
        <PendingOrderPanel order={order(voucher)} compact />
      ) : (
        <PendingOrderPanel order={order(voucher)} onPayAnotherWay={() => {}} />
      )}
    </MemoryRouter>,
  );
}

describe('the cash voucher on a pending order', () => {
  it("says until when to pay in cash (the store's day, dd/mm) and links to the voucher in a new tab", () => {
    // 10/12 at 02:00 UTC is still 09/12 at 23:00 in Argentina (-03:00).
    renderPanel({ url: MP, expiresAt: '2026-12-10T02:00:00.000Z', expired: false });
    expect(screen.getByTestId('cash-voucher').textContent?.trim()).toBe(
      'Pagá en efectivo hasta el 09/12 a las 23:00: Ver el cupón de pago',
    );
    const link = screen.getByRole('link', { name: 'Ver el cupón de pago' });
    expect(link.getAttribute('href')).toBe(MP);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('on the item page too (the compact panel), and without a date when Mercado Pago gave none', () => {
    renderPanel({ url: MP, expiresAt: null, expired: false }, true);
    expect(screen.getByTestId('cash-voucher').textContent?.trim()).toBe('Pagá en efectivo: Ver el cupón de pago');
  });

  it('says it expired, with no link, once it did', () => {
    renderPanel({ url: MP, expiresAt: '2026-12-10T15:00:00.000Z', expired: true });
    expect(screen.getByTestId('cash-voucher').textContent?.trim()).toBe(
      'El cupón de pago en efectivo venció el 10/12: ya no se puede pagar.',
    );
    expect(screen.queryByRole('link', { name: 'Ver el cupón de pago' })).toBeNull();
  });

  it("links the local simulator's address (http on this machine)", () => {
    renderPanel({ url: 'http://localhost:11030/payments/1/ticket?hash=x', expiresAt: null, expired: false });
    expect(screen.getByRole('link', { name: 'Ver el cupón de pago' }).getAttribute('href')).toBe(
      'http://localhost:11030/payments/1/ticket?hash=x',
    );
  });

  it.each(['http://www.mercadopago.com.ar/payments/1/ticket', 'javascript:alert(1)', 'https://user:pw@example.com/x', 'not a url'])(
    'draws no voucher line for %s',
    (url) => {
      renderPanel({ url, expiresAt: null, expired: false });
      expect(screen.queryByTestId('cash-voucher')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Ver el cupón de pago' })).toBeNull();
    },
  );

  it('a pending order without a voucher (a card in review) shows none', () => {
    renderPanel(null);
    expect(screen.queryByTestId('cash-voucher')).toBeNull();
  });
});
