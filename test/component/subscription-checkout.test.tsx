// The monthly checkout (issue 39): "$ X por mes", the first charge (today at the authorization, or
// the day the free trial ends), what happens each month and the Botón de baja; "Autorizar en
// Mercado Pago" subscribes once (one key per visit) and a refusal is shown in the server's words;
// a planning not sold by the month says so. The API client is the only part replaced.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatStoreDate } from '../../functions/domain/store-clock';
import SubscriptionCheckoutPage from '../../web/src/app/routes/subscription-checkout-page';
import * as ApiClient from '../../web/src/lib/api-client';
import { setStoreConfig } from '../../web/src/lib/store-config';

vi.mock('../../web/src/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  isApiClientReady: () => true,
  request: vi.fn(),
  mutate: vi.fn(),
}));

const request = vi.mocked(ApiClient.request);
const mutate = vi.mocked(ApiClient.mutate);

const planning = {
  id: 'planning-2',
  name: 'Fuerza mensual',
  type: 'PLANNING',
  price: 90000,
  imageSource: '/images/planning-2.svg',
  coachName: 'Delfi',
  summary: 'Fuerza',
  isEnabled: true,
};

function checkout(offer: { sale: 'ONCE' | 'MONTHLY' | 'BOTH'; monthlyPrice: number; trialDays: number } | null) {
  request.mockImplementation(async (document) =>
    String(document).includes('query PlanningOffer')
      ? { planningSubscriptionOffer: offer && { planningId: 'planning-2', ...offer } }
      : { getItem: planning },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/checkout/planning-2/monthly']}>
        <Routes>
          <Route path="/checkout/:id/monthly" element={<SubscriptionCheckoutPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('monthly checkout', () => {
  beforeEach(() => {
    setStoreConfig({ storeName: 'Impulso', legalName: 'Impulso SRL', cuit: null, maxInstallments: 6 });
    request.mockReset();
    mutate.mockReset();
  });

  it('shows the monthly price, the first charge at the authorization, each month and the Botón de baja', async () => {
    checkout({ sale: 'MONTHLY', monthlyPrice: 32000, trialDays: 0 });
    expect((await screen.findByTestId('subscription-checkout-price')).textContent).toBe('$ 32.000 por mes');
    expect(screen.getByTestId('subscription-first-charge').textContent).toBe('Hoy, cuando autorizás tu tarjeta en Mercado Pago');
    const terms = screen.getByTestId('monthly-terms').textContent;
    expect(terms).toContain('El primer cobro es cuando autorizás tu tarjeta en Mercado Pago.');
    expect(terms).toContain('Mercado Pago te cobra $ 32.000 cada mes, el mismo día del mes que el primer cobro.');
    expect(terms).toContain('no se cobra más y seguís con acceso hasta el final del período ya pagado');
    expect(screen.getAllByRole('link', { name: 'Botón de baja' }).map((link) => link.getAttribute('href'))).toContain('/baja');
  });

  it('with a free trial, the first charge is the day it ends', async () => {
    checkout({ sale: 'BOTH', monthlyPrice: 28500, trialDays: 7 });
    const expected = `El ${formatStoreDate(new Date(Date.now() + 7 * 86_400_000))}, cuando terminan los 7 días de prueba gratis`;
    expect((await screen.findByTestId('subscription-first-charge')).textContent).toBe(expected);
    expect(screen.getByTestId('monthly-terms').textContent).toContain(
      'Los primeros 7 días son gratis: el primer cobro es cuando terminan.',
    );
  });

  it("subscribes once with one key, and shows the refusal in the server's words", async () => {
    checkout({ sale: 'MONTHLY', monthlyPrice: 32000, trialDays: 0 });
    mutate.mockRejectedValue(
      new ApiClient.ApiError('Ya tenés una suscripción a esta planificación: la ves en Mis suscripciones.', 'Conflict'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Autorizar en Mercado Pago' }));
    expect(await screen.findByText('Ya tenés una suscripción a esta planificación: la ves en Mis suscripciones.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Autorizar en Mercado Pago' }));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(2));
    const [first, second] = mutate.mock.calls.map((call) => call[1] as { input: { planningId: string; idempotencyKey: string } });
    expect(first?.input.planningId).toBe('planning-2');
    expect(second?.input.idempotencyKey).toBe(first?.input.idempotencyKey);
  });

  it('a planning sold once only says it is not sold by the month, with no button', async () => {
    checkout({ sale: 'ONCE', monthlyPrice: 0, trialDays: 0 });
    expect(await screen.findByText('Esta planificación no se vende por mes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Autorizar en Mercado Pago' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver a la planificación' }).getAttribute('href')).toBe('/plannings/planning-2');
  });
});
