// The admin's "Cómo se vende" of a planning (issue 39): the saved offer shown on opening, sold once
// / by the month / both, the monthly price, free trial and grace days sent to
// setPlanningSubscriptionOffer; the server's rules checked first, each message under its field and
// naming it as labelled; nothing sent while one fails. The API client is the only part replaced.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatStoreDate } from '../../functions/domain/store-clock';
import { SubscriptionOfferEditor } from '../../web/src/features/admin/components/subscription-offer-editor';
import * as ApiClient from '../../web/src/lib/api-client';

vi.mock('../../web/src/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  request: vi.fn(),
  mutate: vi.fn(),
}));

// Keystrokes without a timer between them: the test waits on the page's state, not on a clock.
const userEvent = userEventLib.setup({ delay: null });

const request = vi.mocked(ApiClient.request);
const mutate = vi.mocked(ApiClient.mutate);

const monthlyOffer = {
  planningId: 'planning-2',
  sale: 'MONTHLY' as const,
  monthlyPrice: 32000,
  trialDays: 7,
  graceDays: 5,
  updatedAt: '2026-12-06T12:00:00.000Z',
};

function editor(saved: typeof monthlyOffer | null, subscribers = 0) {
  request.mockImplementation(async (document: unknown) =>
    /query\s+PlanningSubscriberCount/.test(String(document))
      ? { planningSubscribers: { summary: { subscribers } } }
      : { planningSubscriptionOffer: saved },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SubscriptionOfferEditor planningId="planning-2" />
    </QueryClientProvider>,
  );
}

async function retype(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

/** The text under a field (its help, or its error). */
const helpOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;

const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar cómo se vende' }));

describe('Cómo se vende (admin)', () => {
  beforeEach(() => {
    request.mockReset();
    mutate.mockReset();
  });

  it('shows a planning never set as sold once, without the monthly fields', async () => {
    editor(null);
    expect((await screen.findByTestId('saved-offer')).textContent).toBe('Guardado: Se vende una vez, por su duración.');
    expect((screen.getByLabelText('Una vez (por su duración)') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Precio mensual (ARS)')).toBeNull();
  });

  it('shows the saved monthly offer on opening, its fields filled in', async () => {
    editor(monthlyOffer);
    expect((await screen.findByTestId('saved-offer')).textContent).toBe(
      'Guardado: Solo por mes: $ 32.000 por mes, 7 días de prueba gratis, 5 días de gracia.',
    );
    expect((screen.getByLabelText('Por mes (suscripción)') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Precio mensual (ARS)') as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('$ 32.000,00');
    expect((screen.getByLabelText('Prueba gratis (días)') as HTMLInputElement).value).toBe('7');
    expect((screen.getByLabelText('Período de gracia (días)') as HTMLInputElement).value).toBe('5');
  });

  it('refuses a monthly sale without a price, and days past the limits, naming each field; nothing is sent', async () => {
    editor(null);
    await userEvent.click(await screen.findByLabelText('Ambas'));
    await retype('Prueba gratis (días)', '120');
    await retype('Período de gracia (días)', '45');
    await save();
    expect(helpOf('Precio mensual (ARS)')).toBe('El precio mensual es obligatorio para vender la planificación por mes.');
    expect(helpOf('Prueba gratis (días)')).toMatch(/^La prueba gratis .*90 días\.$/);
    expect(helpOf('Período de gracia (días)')).toMatch(/^El período de gracia .*30 días\.$/);
    expect(screen.getByLabelText('Precio mensual (ARS)').closest('.p-invalid')).not.toBeNull();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends a monthly offer with its trial and grace days, and shows it saved', async () => {
    editor(null);
    mutate.mockResolvedValue({ setPlanningSubscriptionOffer: { ...monthlyOffer, trialDays: 14, graceDays: 3, monthlyPrice: 28500 } });
    await userEvent.click(await screen.findByLabelText('Por mes (suscripción)'));
    await retype('Precio mensual (ARS)', '28500');
    await retype('Prueba gratis (días)', '14');
    await retype('Período de gracia (días)', '3');
    await save();
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0]?.[1]).toEqual({
      input: { planningId: 'planning-2', sale: 'MONTHLY', monthlyPrice: 28500, trialDays: 14, graceDays: 3 },
    });
    expect(await screen.findByText('Guardamos cómo se vende.')).toBeTruthy();
    expect(screen.getByTestId('saved-offer').textContent).toBe(
      'Guardado: Solo por mes: $ 28.500 por mes, 14 días de prueba gratis, 3 días de gracia.',
    );
  });

  it('going back to sold once sends no monthly price', async () => {
    editor(monthlyOffer);
    mutate.mockResolvedValue({
      setPlanningSubscriptionOffer: { ...monthlyOffer, sale: 'ONCE', monthlyPrice: 0, trialDays: 0, graceDays: 0 },
    });
    await userEvent.click(await screen.findByLabelText('Una vez (por su duración)'));
    await save();
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0]?.[1]).toEqual({
      input: { planningId: 'planning-2', sale: 'ONCE', monthlyPrice: null, trialDays: 0, graceDays: 0 },
    });
    expect(await screen.findByText('Guardamos cómo se vende.')).toBeTruthy();
    expect(screen.getByTestId('saved-offer').textContent).toBe('Guardado: Se vende una vez, por su duración.');
  });

  it('a new monthly price says how many subscribers are told and from when it is charged; saved, it says they were told', async () => {
    editor(monthlyOffer, 3);
    expect(await screen.findByTestId('saved-offer')).toBeTruthy();
    expect(screen.queryByTestId('offer-price-change')).toBeNull();
    await retype('Precio mensual (ARS)', '36000');
    await userEvent.tab(); // the field's value is taken when it is left, as a person moves on
    const from = formatStoreDate(new Date(Date.now() + 30 * 86_400_000));
    expect((await screen.findByTestId('offer-price-change')).textContent).toBe(
      `Al guardar, se avisa por e-mail a 3 suscriptores (con el Botón de baja para irse sin iniciar sesión). Las suscripciones en curso pasan de $ 32.000 por mes a $ 36.000 por mes desde el primer cobro a partir del ${from} (30 días de aviso); los cobros anteriores siguen con el precio actual. Si volvés al precio actual antes de esa fecha, el cambio se retira y se les avisa.`,
    );
    mutate.mockResolvedValue({ setPlanningSubscriptionOffer: { ...monthlyOffer, monthlyPrice: 36000 } });
    await save();
    expect(
      await screen.findByText(
        `Guardamos cómo se vende. Les avisamos del precio nuevo a 3 suscriptores; se les cobra desde el primer cobro a partir del ${from}.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('offer-price-change')).toBeNull();
  });

  it('the same price again tells nobody', async () => {
    editor(monthlyOffer, 3);
    expect(await screen.findByTestId('saved-offer')).toBeTruthy();
    await retype('Precio mensual (ARS)', '32000');
    await retype('Prueba gratis (días)', '10');
    await userEvent.tab();
    expect((screen.getByLabelText('Prueba gratis (días)') as HTMLInputElement).value).toBe('10');
    expect(screen.queryByTestId('offer-price-change')).toBeNull();
  });
});
