// The admin's subscribers of a planning (issue 39, decision 149): the figures over all of them in
// the store's money format, each subscriber with her status, next charge and charges; "Reembolsar"
// opens a dialog that states the amount (all that is left, or a part typed), refuses an amount
// above what is left and a missing reason under their fields before sending, and sends one key
// however many times it is pressed. The API client is the only part replaced.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AdminSubscriptionsPage from '../../web/src/features/admin/routes/admin-subscriptions-page';
import * as ApiClient from '../../web/src/lib/api-client';

vi.mock('../../web/src/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  request: vi.fn(),
  mutate: vi.fn(),
}));

const request = vi.mocked(ApiClient.request);
const mutate = vi.mocked(ApiClient.mutate);

const operationOf = (document: unknown): string => /(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? '';

const subscription = {
  id: 'sub-1',
  status: 'ACTIVE',
  amount: 32000,
  currency: 'ARS',
  nextChargeAt: '2027-01-03T15:00:00.000Z',
  accessEndsAt: '2027-01-03T15:00:00.000Z',
  createdAt: '2026-12-03T15:00:00.000Z',
  cancellationCode: null,
  regretCode: null,
  charges: [
    {
      id: 'charge-1',
      dueAt: '2026-11-03T15:00:00.000Z',
      amount: 32000,
      currency: 'ARS',
      state: 'REFUNDED',
      refundedAmount: 32000,
      refundableAmount: 0,
    },
    {
      id: 'charge-2',
      dueAt: '2026-12-03T15:00:00.000Z',
      amount: 32000,
      currency: 'ARS',
      state: 'CLEARED',
      refundedAmount: 2000,
      refundableAmount: 30000,
    },
  ],
};

const pageAnswer = {
  planningSubscribers: {
    planningId: 'planning-2',
    planningName: 'Fuerza mensual',
    nextToken: null,
    summary: {
      subscribers: 3,
      trial: 1,
      active: 1,
      pastDue: 1,
      paused: 0,
      monthlyRecurringRevenue: 64000,
      newThisMonth: 2,
      cancelledThisMonth: 1,
      failedChargesThisMonth: 1,
    },
    subscribers: [{ memberId: 'ana', memberEmail: 'ana@example.com', subscription }],
  },
};

function renderPage() {
  request.mockImplementation(async (document: unknown) => {
    const operation = operationOf(document);
    if (operation === 'PlanningSubscribers') return pageAnswer;
    return { adminItems: [] };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/subscriptions?planning=planning-2']}>
        <AdminSubscriptionsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const openRefund = async () => {
  const [subscriber] = await screen.findAllByTestId('subscriber');
  const row = within(subscriber as HTMLElement);
  // The wholly refunded month has nothing left to refund: one button only.
  expect(row.getAllByRole('button', { name: /^Reembolsar el cobro/ })).toHaveLength(1);
  fireEvent.click(row.getByRole('button', { name: /Reembolsar el cobro del 03\/12\/2026/ }));
  return screen.findByRole('dialog');
};

describe('the admin subscriptions page', () => {
  beforeEach(() => {
    request.mockReset();
    mutate.mockReset();
  });

  it('shows the figures over all subscriptions and each subscriber with her charges', async () => {
    renderPage();
    const figures = within(await screen.findByTestId('subscription-figures'));
    expect(figures.getByText('Suscriptores').nextElementSibling?.textContent).toContain('3');
    expect(figures.getByText('Ingreso mensual recurrente').nextElementSibling?.textContent).toContain('$ 64.000');
    expect(figures.getByText('Nuevas este mes').nextElementSibling?.textContent).toContain('2');
    expect(figures.getByText('Canceladas este mes').nextElementSibling?.textContent).toContain('1');
    expect(figures.getByText('Cobros fallidos este mes').nextElementSibling?.textContent).toContain('1');
    const subscriber = within((await screen.findAllByTestId('subscriber'))[0] as HTMLElement);
    expect(subscriber.getByText('ana@example.com')).toBeTruthy();
    expect(subscriber.getByText('Activa')).toBeTruthy();
    expect(subscriber.getByText(/\$ 32\.000 por mes · Próximo cobro: 03\/01\/2027/)).toBeTruthy();
    const charges = subscriber.getAllByTestId('subscription-charge').map((row) => row.textContent);
    expect(charges[0]).toContain('Reembolsado');
    expect(charges[1]).toContain('Cobrado, reembolsado en parte');
    expect(charges[1]).toContain('devuelto $ 2.000,00');
  });

  it('states the amount, refuses what is wrong under its field, and sends one key however often pressed', async () => {
    renderPage();
    const dialog = within(await openRefund());
    expect(dialog.getByTestId('charge-refund-text').textContent).toContain('ya se devolvieron $ 2.000,00');
    expect(dialog.getByTestId('charge-refund-confirmation').textContent).toContain('Se devuelven $ 30.000,00 por Mercado Pago');
    // A part above what is left, and no reason: refused before sending, each under its field.
    fireEvent.click(dialog.getByLabelText(/Una parte/));
    const amount = dialog.getByLabelText('Monto a reembolsar (ARS)');
    fireEvent.input(amount, { target: { value: '31000' } });
    fireEvent.blur(amount);
    fireEvent.click(dialog.getByTestId('confirm-charge-refund'));
    expect(await dialog.findByText(/Monto a reembolsar: no puede superar lo que queda del cobro \(\$ 30\.000,00\)/)).toBeTruthy();
    expect(dialog.getByText(/Motivo: escribí por qué se reembolsa/)).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();

    fireEvent.input(amount, { target: { value: '5000' } });
    fireEvent.blur(amount);
    fireEvent.change(dialog.getByLabelText(/Motivo/), { target: { value: 'Semana sin entrenador' } });
    await waitFor(() => expect(dialog.getByTestId('charge-refund-confirmation').textContent).toContain('Se devuelven $ 5.000,00'));
    let answer: (value: ApiClient.Answered<unknown>) => void = () => undefined;
    mutate.mockImplementation(
      () =>
        new Promise<ApiClient.Answered<unknown>>((resolve) => {
          answer = resolve;
        }),
    );
    const button = dialog.getByRole('button', { name: /Reembolsar \$ 5\.000,00/ });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(mutate).toHaveBeenCalled());
    fireEvent.click(button);
    answer({ refundSubscriptionCharge: subscription } as ApiClient.Answered<unknown>);
    expect(await dialog.findByText(/Reembolso pedido a Mercado Pago: \$ 5\.000,00/)).toBeTruthy();
    const keys = mutate.mock.calls.map((call) => (call[1] as { input: { idempotencyKey: string } }).input.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(mutate.mock.calls[0]?.[1]).toEqual({
      input: { subscriptionId: 'sub-1', chargeId: 'charge-2', amount: 5000, reason: 'Semana sin entrenador', idempotencyKey: keys[0] },
    });
  });

  it('refunds all that is left when no part is chosen, without an amount', async () => {
    renderPage();
    const dialog = within(await openRefund());
    fireEvent.change(dialog.getByLabelText(/Motivo/), { target: { value: 'Error de cobro' } });
    mutate.mockResolvedValue({ refundSubscriptionCharge: subscription });
    fireEvent.click(dialog.getByRole('button', { name: /Reembolsar \$ 30\.000,00/ }));
    await dialog.findByText(/Reembolso pedido a Mercado Pago: \$ 30\.000,00/);
    expect((mutate.mock.calls[0]?.[1] as { input: Record<string, unknown> }).input).not.toHaveProperty('amount');
  });
});
