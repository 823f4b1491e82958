// The admin's refund dialog after a partial refund (issue 42, item 6): $ 5.000 already returned of
// a $ 38.760 order, the dialog and its button say $ 33.760 — what the refund returns — never "el
// total" of $ 38.760. The API client is the only part replaced.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RefundOrderDialog } from '../../web/src/features/admin/components/refund-order-dialog';
import type * as ApiClient from '../../web/src/lib/api-client';

vi.mock('../../web/src/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  request: vi.fn(),
  mutate: vi.fn(),
}));

function dialog(order: { amount: number; refundAmount: number }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RefundOrderDialog order={{ id: 'order-1', itemName: 'Fuerza desde cero', ...order }} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the refund dialog', () => {
  it('after $ 5.000 refunded on $ 38.760, says and refunds $ 33.760', () => {
    dialog({ amount: 38760, refundAmount: 33760 });
    const text = screen.getByTestId('refund-amount-text').textContent ?? '';
    expect(text).toContain('Se devuelve lo que queda de Fuerza desde cero: $ 33.760 de $ 38.760 (ya se devolvieron $ 5.000)');
    expect(text).not.toContain('el total');
    expect(screen.getByRole('button', { name: /Reembolsar \$ 33\.760/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reembolsar \$ 38\.760/ })).toBeNull();
  });

  it('without partial refunds, says the total and its amount', () => {
    dialog({ amount: 38760, refundAmount: 38760 });
    expect(screen.getByTestId('refund-amount-text').textContent).toContain('Se devuelve el total de Fuerza desde cero ($ 38.760)');
    expect(screen.getByRole('button', { name: /Reembolsar \$ 38\.760/ })).toBeTruthy();
  });
});
