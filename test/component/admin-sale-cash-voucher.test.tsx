// The admin's sale detail of an order waiting for a payment in cash (issue 42, item 12;
// docs/decisions/166): "Pago en efectivo: Vence el dd/mm" (the store's calendar day) with the
// voucher's link in a new tab, "Venció el dd/mm" once its date passed or Mercado Pago called it
// off, and nothing for an order without a voucher. The API client is the only part replaced.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderDetailDialog } from '../../web/src/features/admin/components/order-detail-dialog';
import type * as ApiClient from '../../web/src/lib/api-client';
import { request } from '../../web/src/lib/api-client';

vi.mock('../../web/src/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  request: vi.fn(),
  mutate: vi.fn(),
}));

const MP = 'https://www.mercadopago.com.ar/payments/77/ticket?caller_id=1&hash=h';

const order = (cashVoucher: { url: string; expiresAt: string | null; expired: boolean } | null, status = 'IN_PROCESS') => ({
  id: 'order-1',
  code: 'IMP-7K3Q-2M',
  status,
  amount: 38760,
  listPrice: 38760,
  discount: 0,
  couponCode: null,
  currency: 'ARS',
  buyerEmail: 'ana@example.com',
  buyerMailSuppression: null,
  paymentId: '77',
  cashVoucher,
  createdAt: '2026-12-07T14:55:00.000Z',
  updatedAt: '2026-12-07T14:56:00.000Z',
  item: { id: 'course-1', type: 'COURSE', name: 'Vertical', seller: 'STORE' },
  statusHistory: [{ status, at: '2026-12-07T14:56:00.000Z', paymentStatus: 'pending', reason: null, note: null }],
  statusReason: null,
  reversedAt: null,
  refundedAmount: 0,
  payments: [
    {
      id: '77',
      status: 'pending',
      statusDetail: 'pending_waiting_payment',
      refundedAmount: 0,
      amount: 38760,
      at: '2026-12-07T14:56:00.000Z',
      refund: null,
    },
  ],
  billing: null,
});

async function detailOf(answer: ReturnType<typeof order>) {
  vi.mocked(request).mockResolvedValue({ getOrder: answer });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderDetailDialog orderId="order-1" onClose={() => undefined} />
    </QueryClientProvider>,
  );
  await screen.findByTestId('order-number');
}

describe("the admin's sale detail of an order paid in cash", () => {
  it('says until when the voucher can be paid (the store’s day) and links to it in a new tab', async () => {
    // 10/12 at 02:30 UTC is still 09/12 in Argentina (-03:00).
    await detailOf(order({ url: MP, expiresAt: '2026-12-10T02:30:00.000Z', expired: false }));
    const row = screen.getByTestId('order-cash-voucher');
    expect(row.previousElementSibling?.textContent).toBe('Pago en efectivo');
    expect(row.textContent).toBe('Vence el 09/12 · Ver el cupón de pago');
    const link = screen.getByRole('link', { name: 'Ver el cupón de pago' });
    expect(link.getAttribute('href')).toBe(MP);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The exact time, for an admin who needs it.
    expect(row.querySelector('[title]')?.getAttribute('title')).toBe('09/12/2026 23:30');
  });

  it('says it expired, still linking to Mercado Pago’s page (which says so)', async () => {
    await detailOf(order({ url: MP, expiresAt: '2026-12-10T15:00:00.000Z', expired: true }, 'CANCELLED'));
    expect(screen.getByTestId('order-cash-voucher').textContent).toBe('Venció el 10/12 · Ver el cupón de pago');
  });

  it('without a date when Mercado Pago gave none; no link for an address that is not https', async () => {
    await detailOf(order({ url: 'http://www.mercadopago.com.ar/payments/77/ticket', expiresAt: null, expired: false }));
    expect(screen.getByTestId('order-cash-voucher').textContent).toBe('Sin fecha de vencimiento');
    expect(screen.queryByRole('link', { name: 'Ver el cupón de pago' })).toBeNull();
  });

  it('an order without a voucher (a card in review, paid, refunded) has no such row', async () => {
    await detailOf(order(null));
    expect(screen.queryByTestId('order-cash-voucher')).toBeNull();
    expect(screen.queryByText('Pago en efectivo')).toBeNull();
  });
});
