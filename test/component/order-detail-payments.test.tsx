// The admin's order detail words each payment and each history step from the store's payment
// states only (decision 165): the API answers PaymentState and a chargeback's stage, never Mercado
// Pago's words, and the page names every state, every stage and a partial refund (an APPROVED
// payment with money returned) in Spanish. The API client is the only part replaced.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../functions/domain/money';
import { OrderDetailDialog } from '../../web/src/features/admin/components/order-detail-dialog';
import type { GetOrderQuery } from '../../web/src/generated/graphql';
import * as ApiClient from '../../web/src/lib/api-client';

vi.mock('../../web/src/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  request: vi.fn(),
  mutate: vi.fn(),
}));

type Payment = NonNullable<GetOrderQuery['getOrder']['payments']>[number];

const payment = (id: string, more: Partial<Payment>): Payment => ({
  id,
  state: 'APPROVED',
  chargeback: null,
  refundedAmount: 0,
  amount: 9000,
  at: '2026-12-01T15:00:00.000Z',
  refund: null,
  ...more,
});

const order = (payments: Payment[], history: GetOrderQuery['getOrder']['statusHistory']): GetOrderQuery => ({
  getOrder: {
    id: 'order-1',
    code: 'IMP-7K3Q-2M',
    status: 'CHARGED_BACK',
    amount: 9000,
    listPrice: 9000,
    discount: 0,
    couponCode: null,
    currency: 'ARS',
    buyerEmail: 'ana@example.com',
    buyerMailSuppression: null,
    paymentId: '101',
    cashVoucher: null,
    createdAt: '2026-12-01T14:00:00.000Z',
    updatedAt: '2026-12-03T15:00:00.000Z',
    item: { id: 'course-1', type: 'COURSE', name: 'Fuerza desde cero', seller: 'STORE' },
    statusHistory: history,
    statusReason: null,
    reversedAt: '2026-12-03T15:00:00.000Z',
    refundedAmount: 9000,
    payments,
    billing: null,
  },
});

async function detail(answer: GetOrderQuery): Promise<{ payments: string[]; history: string[] }> {
  vi.mocked(ApiClient.request).mockResolvedValue(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderDetailDialog orderId="order-1" onClose={() => undefined} />
    </QueryClientProvider>,
  );
  const payments = await screen.findByTestId('order-payments');
  const history = screen.getByRole('list', { name: 'Historial de estados' });
  return {
    payments: within(payments)
      .queryAllByRole('listitem')
      .map((item) => item.textContent ?? ''),
    history: within(history)
      .queryAllByRole('listitem')
      .map((item) => item.textContent ?? ''),
  };
}

/** Mercado Pago's words the page used to show, none of which it may show now. */
const PROVIDER_WORDS =
  /\b(approved|pending|rejected|cancelled|refunded|charged_back|in_mediation|in_process|settled|reimbursed|partially_refunded)\b/;

describe("the admin's order detail, in the store's payment words", () => {
  it('names every payment state, a chargeback’s stage and a partial refund', async () => {
    const { payments } = await detail(
      order(
        [
          payment('101', { state: 'APPROVED', refundedAmount: 2000 }),
          payment('102', { state: 'REFUNDED', refundedAmount: 9000 }),
          payment('103', { state: 'CHARGED_BACK', chargeback: 'OPEN', refundedAmount: 9000 }),
          payment('104', { state: 'CHARGED_BACK', chargeback: 'LOST', refundedAmount: 9000 }),
          payment('105', { state: 'CHARGED_BACK', chargeback: 'WON', refundedAmount: 9000 }),
          payment('106', { state: 'CHARGED_BACK', chargeback: null, refundedAmount: 9000 }),
          payment('107', { state: 'PENDING' }),
          payment('108', { state: 'REJECTED' }),
          payment('109', { state: 'CANCELLED' }),
          payment('110', { state: 'IN_DISPUTE' }),
          payment('111', { state: 'UNKNOWN' }),
          payment('112', { state: 'APPROVED' }),
        ],
        [],
      ),
    );
    expect(payments).toHaveLength(12);
    const line = (id: string) => payments.find((text) => text.startsWith(`Pago ${id}:`)) ?? '';
    expect(line('101')).toContain(`${formatMoney(9000)}, aprobado`);
    expect(line('101')).toContain(`reembolsado en parte: ${formatMoney(2000)}`);
    expect(line('102')).toContain('reembolsado');
    expect(line('102')).not.toContain('en parte');
    expect(line('103')).toContain('contracargo (en trámite)');
    expect(line('104')).toContain('contracargo (resuelto a favor del comprador)');
    expect(line('105')).toContain('contracargo (resuelto a favor de la tienda)');
    expect(line('106')).toMatch(/contracargo \(\d/);
    expect(line('107')).toContain('pendiente');
    expect(line('108')).toContain('rechazado');
    expect(line('109')).toContain('cancelado');
    expect(line('110')).toContain('en disputa');
    expect(line('111')).toContain('en un estado que la tienda no conoce');
    expect(line('112')).not.toContain('reembolsado');
    for (const text of payments) expect(text).not.toMatch(PROVIDER_WORDS);
  });

  it('names the payment state of each history step that a payment made', async () => {
    const { history } = await detail(
      order(
        [payment('101', { state: 'CHARGED_BACK', chargeback: 'LOST', refundedAmount: 9000 })],
        [
          { status: 'CREATED', at: '2026-12-01T14:00:00.000Z', paymentState: null, reason: null, note: null },
          { status: 'APPROVED', at: '2026-12-01T15:00:00.000Z', paymentState: 'APPROVED', reason: null, note: null },
          { status: 'CHARGED_BACK', at: '2026-12-03T15:00:00.000Z', paymentState: 'CHARGED_BACK', reason: null, note: null },
        ],
      ),
    );
    expect(history).toHaveLength(3);
    expect(history[0]).not.toContain('pago:');
    expect(history[1]).toContain('Aprobada (pago: aprobado)');
    expect(history[2]).toContain('Contracargo (pago: contracargo)');
    for (const text of history) expect(text).not.toMatch(PROVIDER_WORDS);
  });
});
