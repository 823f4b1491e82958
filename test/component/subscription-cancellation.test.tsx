// The Botón de baja of a monthly subscription (issue 39, Disposición 954/2025): without signing in,
// the e-mail and the subscription's reference (or its planning) are sent to
// requestSubscriptionCancellation; the answer shows the BAJ- code and that access lasts to the end
// of the period already paid. Missing fields are refused before sending, naming the field as
// labelled; the server's refusal is shown in its words. The API client is the only part replaced.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionCancellationForm, subscriptionCancellationProblem } from '../../web/src/features/regret';
import * as ApiClient from '../../web/src/lib/api-client';

vi.mock('../../web/src/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  request: vi.fn(),
  mutate: vi.fn(),
}));

const mutate = vi.mocked(ApiClient.mutate);

function form(signedIn = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SubscriptionCancellationForm plannings={[{ id: 'planning-2', name: 'Fuerza mensual' }]} signedIn={signedIn} />
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: /Dar de baja la suscripción/ }));

describe('the Botón de baja of a monthly subscription', () => {
  beforeEach(() => {
    mutate.mockReset();
  });

  it('sends the e-mail and the reference without a session and shows the BAJ- code and the end of the paid period', async () => {
    mutate.mockResolvedValue({
      requestSubscriptionCancellation: {
        trackingCode: 'BAJ-7K3Q-2MXP',
        subscriptionId: 'sub-abc123',
        planningName: 'Fuerza mensual',
        accessEndsAt: '2027-01-03T15:00:00.000Z',
        createdAt: '2026-12-03T15:00:00.000Z',
      },
    });
    form();
    type('E-mail de la suscripción', ' ana@example.com ');
    type('Referencia de la suscripción', ' sub-abc123 ');
    send();
    expect((await screen.findByTestId('subscription-cancellation-code')).textContent).toBe('BAJ-7K3Q-2MXP');
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[1]).toEqual({ input: { email: 'ana@example.com', reference: 'sub-abc123' } });
    expect(screen.getByTestId('subscription-cancellation-access').textContent).toBe(
      'Tu acceso sigue hasta el 03/01/2027, el final del período ya pagado.',
    );
  });

  it('names a subscription by its planning', async () => {
    mutate.mockImplementation(() =>
      Promise.reject(new ApiClient.ApiError('No encontramos una suscripción de esa planificación para ese e-mail.', 'NotFound')),
    );
    form();
    type('E-mail de la suscripción', 'otra@example.com');
    type('Planificación', 'planning-2');
    send();
    expect((await screen.findByTestId('subscription-cancellation-error')).textContent).toBe(
      'No encontramos una suscripción de esa planificación para ese e-mail.',
    );
    expect(mutate.mock.calls[0]?.[1]).toEqual({ input: { email: 'otra@example.com', planningId: 'planning-2' } });
    expect(screen.queryByTestId('subscription-cancellation-confirmation')).toBeNull();
  });

  it('refuses before sending what is missing, naming the field as labelled', () => {
    form();
    send();
    expect(screen.getByTestId('subscription-cancellation-error').textContent).toBe(
      'Ingresá el e-mail de la suscripción (al que te llegan sus avisos de cobro).',
    );
    type('E-mail de la suscripción', 'ana@example.com');
    send();
    expect(screen.getByTestId('subscription-cancellation-error').textContent).toBe(
      'Ingresá la referencia de la suscripción (está en sus e-mails) o elegí la planificación.',
    );
    expect(mutate).not.toHaveBeenCalled();
  });

  it('lets a signed-in member leave the e-mail out (her own subscription)', () => {
    expect(subscriptionCancellationProblem({ signedIn: true, email: '', reference: 'sub-abc123', planningId: '' })).toBeNull();
    expect(subscriptionCancellationProblem({ signedIn: false, email: '', reference: 'sub-abc123', planningId: '' })).toContain(
      'e-mail de la suscripción',
    );
  });
});
