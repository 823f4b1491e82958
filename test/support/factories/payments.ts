// A payment as the store reads it from Mercado Pago (functions/payments/payment-provider.ts): an
// approved payment of order-1's 9000 ARS; a test names only what it needs different, in Mercado
// Pago's words, and gets the domain's fact through the one mapper
// (functions/payments/mercado-pago-payment-facts.ts). A refunded payment has its whole amount
// refunded unless the test says how much.
import { paymentFactOfWords } from '../../../functions/payments/mercado-pago-payment-facts';
import type { ProviderPayment } from '../../../functions/payments/payment-provider';

/** A payment in Mercado Pago's words (status, status_detail, a refund's status). */
export interface PaymentWords {
  id: string;
  status: string;
  statusDetail: string | null;
  orderId: string | null;
  amount: number;
  refundedAmount: number;
  currency: string;
  createdAt: string | null;
  approvedAt: string | null;
  updatedAt: string | null;
  refunds: readonly { id: string; status: string }[];
}

export function providerPayment(overrides: Partial<PaymentWords> = {}): ProviderPayment {
  const words: PaymentWords = {
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
  const refundedAmount = overrides.refundedAmount ?? (words.status === 'refunded' ? words.amount : 0);
  return {
    ...paymentFactOfWords({ ...words, refundedAmount }),
    createdAt: words.createdAt,
    approvedAt: words.approvedAt,
    updatedAt: words.updatedAt,
  };
}
