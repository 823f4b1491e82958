// A payment as the store reads it from Mercado Pago (functions/payments/payment-provider.ts): an
// approved payment of order-1's 9000 ARS; a test names only what it needs different. A refunded
// payment has its whole amount refunded unless the test says how much.
import type { ProviderPayment } from '../../../functions/payments/payment-provider';

export function providerPayment(overrides: Partial<ProviderPayment> = {}): ProviderPayment {
  const payment: ProviderPayment = {
    id: 'pay-1',
    status: 'approved',
    statusDetail: null,
    orderId: 'order-1',
    amount: 9000,
    refundedAmount: 0,
    currency: 'ARS',
    createdAt: null,
    approvedAt: null,
    updatedAt: null,
    refunds: [],
    ...overrides,
  };
  return { ...payment, refundedAmount: overrides.refundedAmount ?? (payment.status === 'refunded' ? payment.amount : 0) };
}
