// "Mis suscripciones" (issue 39): each subscription with its planning, its status in Spanish, "$ X
// por mes" in the store's money format, the next charge and the months already paid; pause and
// resume asked once more before they are sent, the answer shown in place; a charge past due shows
// "No pudimos cobrar…" with Mercado Pago's page to change the card; "Dar de baja" opens the Botón
// de baja with the reference filled in; each paid month its Factura once issued (decision 135), to
// download as Mis compras does, and each refund's Nota de Crédito beside it (decision 124); the
// Botón de arrepentimiento within 10 days of the first charge, what it does said and confirmed, the
// case code shown (decision 155). The API client is the only part replaced; the clock is fixed.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticesProvider } from '../../web/src/components/toast';
import MySubscriptionsPage from '../../web/src/features/subscriptions/routes/my-subscriptions-page';
import type { MySubscription } from '../../web/src/features/subscriptions/api/my-subscriptions';
import * as ApiClient from '../../web/src/lib/api-client';
import { setStoreConfig } from '../../web/src/lib/store-config';

vi.mock('../../web/src/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  request: vi.fn(),
  mutate: vi.fn(),
}));

const request = vi.mocked(ApiClient.request);
const mutate = vi.mocked(ApiClient.mutate);

const active: MySubscription = {
  id: 'sub-active-1',
  planningId: 'planning-2',
  planningName: 'Fuerza mensual',
  status: 'ACTIVE',
  amount: 32000,
  currency: 'ARS',
  nextChargeAt: '2027-01-03T15:00:00.000Z',
  trialEndsAt: null,
  accessEndsAt: '2027-01-03T15:00:00.000Z',
  hasAccess: true,
  paidPeriods: [{ chargeId: 'charge-1', from: '2026-12-03T15:00:00.000Z', to: '2027-01-03T15:00:00.000Z', amount: 32000 }],
  authorizationUrl: null,
  changeCardUrl: null,
  createdAt: '2026-12-03T15:00:00.000Z',
  cancellationCode: null,
  charges: [
    {
      id: 'charge-1',
      dueAt: '2026-12-03T15:00:00.000Z',
      amount: 32000,
      state: 'CLEARED',
      refundedAmount: 0,
      refundableAmount: 32000,
    },
  ],
  regretCode: null,
  upcomingPrice: null,
};

/** The same subscription 12 days after its first charge: the regret no longer applies. */
const AFTER_REGRET_DAYS = new Date('2026-12-15T12:00:00.000Z');
/** Two days after its first charge (03/12/2026): the regret applies through 13/12/2026. */
const WITHIN_REGRET_DAYS = new Date('2026-12-05T12:00:00.000Z');

interface ListedInvoice {
  orderId: string;
  document: string;
  kind: 'FACTURA' | 'NOTA_CREDITO';
  name: string;
  number: string;
  issueDate: string;
}

/** The operation a request sends, by its name (the page asks for its subscriptions and their invoices). */
const operationOf = (document: unknown): string => /(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? '';

function page(subscriptions: MySubscription[], invoices: ListedInvoice[] = []) {
  request.mockImplementation(async (document: unknown) => {
    const operation = operationOf(document);
    if (operation === 'SubscriptionInvoices') return { myInvoices: invoices };
    if (operation === 'SubscriptionInvoiceDownload') return { invoiceDownload: { url: 'https://documentos.example/factura.pdf' } };
    return { mySubscriptions: subscriptions };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NoticesProvider>
        <MemoryRouter>
          <MySubscriptionsPage />
        </MemoryRouter>
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

const card = async (id: string) => {
  const list = await screen.findByTestId('my-subscriptions');
  const found = list.querySelector<HTMLElement>(`[data-subscription-id="${id}"]`);
  if (!found) throw new Error(`no card for ${id}`);
  return within(found);
};

describe('Mis suscripciones', () => {
  beforeEach(() => {
    setStoreConfig({ storeName: 'Impulso', legalName: 'Impulso SRL', cuit: null, maxInstallments: 6 });
    request.mockReset();
    mutate.mockReset();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AFTER_REGRET_DAYS);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the planning, "Activa", the monthly price, the next charge and the paid months', async () => {
    page([active]);
    const row = await card('sub-active-1');
    expect(row.getByRole('heading', { name: 'Fuerza mensual' })).toBeTruthy();
    expect(row.getByTestId('subscription-status').textContent).toBe('Activa');
    expect(row.getByTestId('subscription-amount').textContent).toBe('$ 32.000 por mes');
    expect(row.getByTestId('subscription-next-charge').textContent).toBe('03/01/2027');
    expect(row.getByTestId('subscription-periods').textContent).toBe(
      'Del 03/12/2026 al 03/01/2027 · $ 32.000Factura en camino (te llega por e-mail)',
    );
    expect(row.getByRole('link', { name: 'Dar de baja' }).getAttribute('href')).toBe('/baja?subscription=sub-active-1');
    expect(row.queryByTestId('subscription-past-due')).toBeNull();
    expect(row.queryByTestId('subscription-upcoming-price')).toBeNull();
  });

  it('a price change told ahead: the new price, from which charge, and that she may leave before it', async () => {
    page([
      {
        ...active,
        upcomingPrice: { amount: 36000, currency: 'ARS', from: '2027-01-02T12:00:00.000Z', firstChargeAt: '2027-01-03T15:00:00.000Z' },
      },
    ]);
    const row = await card('sub-active-1');
    expect(row.getByTestId('subscription-upcoming-price').textContent).toBe(
      'Precio nuevo: $ 36.000 por mes desde el cobro del 03/01/2027. Los cobros anteriores siguen con el precio de antes. Si no querés seguir, podés darte de baja antes de esa fecha.',
    );
  });

  it("lists each paid month's Factura once issued and downloads its PDF through the short-lived address", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const second = { chargeId: 'charge-2', from: '2027-01-03T15:00:00.000Z', to: '2027-02-03T15:00:00.000Z', amount: 32000 };
    page(
      [{ ...active, paidPeriods: [...active.paidPeriods, second] }],
      [
        {
          orderId: 'sub-active-1',
          document: 'FACTURA-Scharge_1',
          kind: 'FACTURA',
          name: 'Factura C',
          number: '00002-00000003',
          issueDate: '2026-12-03',
        },
        // Another subscription's, and an order's: not this card's.
        {
          orderId: 'sub-other',
          document: 'FACTURA-Scharge_2',
          kind: 'FACTURA',
          name: 'Factura C',
          number: '00002-00000004',
          issueDate: '2027-01-03',
        },
        { orderId: 'order-1', document: 'FACTURA', kind: 'FACTURA', name: 'Factura B', number: '00003-00000001', issueDate: '2026-11-03' },
      ],
    );
    const row = await card('sub-active-1');
    const button = await row.findByRole('button', { name: 'Descargar Factura C 00002-00000003' });
    const months = within(row.getByTestId('subscription-periods')).getAllByRole('listitem');
    expect(months.map((month) => month.textContent)).toEqual([
      'Del 03/12/2026 al 03/01/2027 · $ 32.000Factura C 00002-00000003',
      'Del 03/01/2027 al 03/02/2027 · $ 32.000Factura en camino (te llega por e-mail)',
    ]);
    fireEvent.click(button);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://documentos.example/factura.pdf'));
    const download = request.mock.calls.find(([document]) => operationOf(document) === 'SubscriptionInvoiceDownload');
    expect(download?.[1]).toEqual({ orderId: 'sub-active-1', document: 'FACTURA-Scharge_1' });
    vi.unstubAllGlobals();
  });

  it('says each status in Spanish; a cancelled one says until when access lasts', async () => {
    const statuses = [
      ['PENDING', 'Pendiente de autorizar'],
      ['TRIAL', 'En período de prueba'],
      ['PAST_DUE', 'Pago atrasado'],
      ['PAUSED', 'Pausada'],
      ['CANCELLED', 'Cancelada — acceso hasta 03/01/2027'],
      ['ENDED', 'Finalizada'],
    ] as const;
    page(statuses.map(([status], index) => ({ ...active, id: `sub-${index}`, status, createdAt: `2026-12-0${index + 1}T10:00:00.000Z` })));
    for (const [index, [, label]] of statuses.entries()) {
      expect((await card(`sub-${index}`)).getByTestId('subscription-status').textContent).toBe(label);
    }
    // Newest first.
    const ids = [...(await screen.findByTestId('my-subscriptions')).querySelectorAll('[data-subscription-id]')].map((li) =>
      li.getAttribute('data-subscription-id'),
    );
    expect(ids).toEqual(['sub-5', 'sub-4', 'sub-3', 'sub-2', 'sub-1', 'sub-0']);
    // Nothing left to pause or end once it is over.
    expect((await card('sub-4')).queryByRole('link', { name: 'Dar de baja' })).toBeNull();
    expect((await card('sub-5')).queryByRole('button', { name: 'Pausar' })).toBeNull();
  });

  it('past due: "No pudimos cobrar…" with the link to change the card at Mercado Pago', async () => {
    page([{ ...active, status: 'PAST_DUE', changeCardUrl: 'https://www.mercadopago.com.ar/subscriptions/checkout?preapproval_id=pre-1' }]);
    const row = await card('sub-active-1');
    const banner = row.getByTestId('subscription-past-due');
    expect(banner.textContent).toContain('No pudimos cobrar el último mes.');
    expect(within(banner).getByRole('link', { name: 'Cambiar la tarjeta en Mercado Pago' }).getAttribute('href')).toBe(
      'https://www.mercadopago.com.ar/subscriptions/checkout?preapproval_id=pre-1',
    );
  });

  it('pauses only after the member confirms, and shows "Pausada" with "Reanudar"', async () => {
    page([active]);
    const row = await card('sub-active-1');
    fireEvent.click(row.getByRole('button', { name: 'Pausar' }));
    expect(mutate).not.toHaveBeenCalled();
    fireEvent.click(row.getByRole('button', { name: 'No' }));
    expect(row.queryByRole('button', { name: 'Sí, pausar' })).toBeNull();

    mutate.mockResolvedValue({ pauseSubscription: { ...active, status: 'PAUSED', hasAccess: false } });
    fireEvent.click(row.getByRole('button', { name: 'Pausar' }));
    fireEvent.click(row.getByRole('button', { name: 'Sí, pausar' }));
    expect(await row.findByText('Pausada')).toBeTruthy();
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[1]).toEqual({ subscriptionId: 'sub-active-1' });
    expect(row.getByRole('button', { name: 'Reanudar' })).toBeTruthy();
  });

  it("shows the server's refusal of a resume in its words and keeps the subscription as it was", async () => {
    page([{ ...active, status: 'PAUSED' }]);
    const row = await card('sub-active-1');
    mutate.mockRejectedValue(new ApiClient.ApiError('Solo se puede reanudar una suscripción pausada.', 'Conflict'));
    fireEvent.click(row.getByRole('button', { name: 'Reanudar' }));
    fireEvent.click(row.getByRole('button', { name: 'Sí, reanudar' }));
    expect((await row.findByRole('alert')).textContent).toBe('Solo se puede reanudar una suscripción pausada.');
    expect(row.getByTestId('subscription-status').textContent).toBe('Pausada');
  });

  it('pending: the link to authorize at Mercado Pago; none yet: where to find the monthly plannings', async () => {
    page([
      { ...active, status: 'PENDING', paidPeriods: [], authorizationUrl: 'http://localhost:4010/subscriptions/checkout?preapproval_id=p' },
    ]);
    const row = await card('sub-active-1');
    expect(row.getByRole('link', { name: 'Autorizar en Mercado Pago' }).getAttribute('href')).toBe(
      'http://localhost:4010/subscriptions/checkout?preapproval_id=p',
    );
    expect(row.getByText('Todavía no hay cobros.')).toBeTruthy();
  });

  it('without subscriptions, says so', async () => {
    page([]);
    expect((await screen.findByText(/Todavía no tenés suscripciones/)).textContent).toContain('planificaciones');
  });
  it('within 10 days of the first charge: the Botón de arrepentimiento says the amount and what happens, asks once more, then shows the case code', async () => {
    vi.setSystemTime(WITHIN_REGRET_DAYS);
    const shown = [active];
    page(shown);
    const row = await card('sub-active-1');
    const offer = row.getByTestId('subscription-regret');
    expect(offer.querySelector('p')?.textContent).toBe(
      'Tenés tiempo hasta el 13/12/2026 para arrepentirte (10 días desde el primer cobro): te devolvemos $ 32.000.',
    );
    fireEvent.click(within(offer).getByRole('button', { name: 'Botón de arrepentimiento' }));
    const ask = within(offer).getByRole('group', { name: '¿Arrepentirte de la suscripción?' });
    expect(ask.textContent).toContain(
      'Te devolvemos $ 32.000 del primer cobro al mismo medio de pago, cancelamos la suscripción en Mercado Pago (no se te cobra ningún mes más) y el acceso a la planificación termina ahora.',
    );
    fireEvent.click(within(ask).getByRole('button', { name: 'No' }));
    expect(mutate).not.toHaveBeenCalled();
    expect(within(offer).queryByRole('group')).toBeNull();

    mutate.mockResolvedValue({
      requestSubscriptionRegret: {
        trackingCode: 'ARR-7K3Q2M',
        subscriptionId: 'sub-active-1',
        planningName: 'Fuerza mensual',
        refundAmount: 32000,
        createdAt: '2026-12-05T12:00:00.000Z',
      },
    });
    // What the list answers once the regret was carried out: ended, the month refunded.
    shown[0] = {
      ...active,
      status: 'ENDED',
      hasAccess: false,
      paidPeriods: [],
      regretCode: 'ARR-7K3Q2M',
      charges: [{ ...active.charges[0]!, state: 'REFUNDED', refundedAmount: 32000, refundableAmount: 0 }],
    };
    fireEvent.click(within(offer).getByRole('button', { name: 'Botón de arrepentimiento' }));
    fireEvent.click(row.getByRole('button', { name: 'Sí, arrepentirme y recibir $ 32.000' }));
    const answer = await row.findByTestId('subscription-regret-answer');
    expect(answer.textContent).toContain('Registramos tu arrepentimiento. Código de seguimiento: ARR-7K3Q2M');
    expect(answer.textContent).toContain('Te devolvemos $ 32.000 al mismo medio de pago');
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[1]).toEqual({ input: { reference: 'sub-active-1' } });
    // The list asked again: ended, the code among its facts, the month listed as refunded, the button gone.
    await vi.waitFor(() => expect(row.getByTestId('subscription-status').textContent).toBe('Finalizada'));
    expect(row.getByText('Código del arrepentimiento').nextElementSibling?.textContent).toBe('ARR-7K3Q2M');
    expect(row.getByTestId('subscription-refunded').textContent).toBe(
      'Cobro del 03/12/2026 · $ 32.000, devueltoFactura en camino (te llega por e-mail)Nota de crédito en camino (te llega por e-mail)',
    );
    expect(row.getByText('Ningún mes pagado: lo cobrado se devolvió.')).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Botón de arrepentimiento' })).toBeNull();
    expect(row.getByTestId('subscription-regret-answer')).toBeTruthy();
  });

  it("shows the server's refusal of the regret in its words, and nothing changes", async () => {
    vi.setSystemTime(WITHIN_REGRET_DAYS);
    page([active]);
    const row = await card('sub-active-1');
    mutate.mockRejectedValue(
      new ApiClient.ApiError(
        'Pasaron más de 10 días desde el primer cobro de tu suscripción (el 03/12/2026), el plazo legal para arrepentirte: ya no se aplica.',
        'Conflict',
      ),
    );
    fireEvent.click(row.getByRole('button', { name: 'Botón de arrepentimiento' }));
    fireEvent.click(row.getByRole('button', { name: 'Sí, arrepentirme y recibir $ 32.000' }));
    expect((await row.findByRole('alert')).textContent).toContain('el plazo legal para arrepentirte: ya no se aplica.');
    expect(row.getByTestId('subscription-status').textContent).toBe('Activa');
    expect(row.queryByTestId('subscription-regret-answer')).toBeNull();
  });

  it('offers no regret after the 10th day, once asked, or before any charge', async () => {
    page([
      active,
      { ...active, id: 'sub-asked', regretCode: 'ARR-AAAAAA', createdAt: '2026-12-04T10:00:00.000Z' },
      { ...active, id: 'sub-pending', status: 'PENDING', paidPeriods: [], charges: [], createdAt: '2026-12-05T10:00:00.000Z' },
    ]);
    expect((await card('sub-active-1')).queryByTestId('subscription-regret')).toBeNull();
    vi.setSystemTime(WITHIN_REGRET_DAYS);
    page([
      { ...active, id: 'sub-asked', regretCode: 'ARR-AAAAAA' },
      { ...active, id: 'sub-pending', status: 'PENDING', paidPeriods: [], charges: [], createdAt: '2026-12-05T10:00:00.000Z' },
    ]);
    expect((await card('sub-asked')).queryByTestId('subscription-regret')).toBeNull();
    expect((await card('sub-pending')).queryByTestId('subscription-regret')).toBeNull();
  });

  it("lists each refund's Nota de Crédito beside the month's Factura, says the latest is on its way, and downloads it", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const second = { chargeId: 'charge-2', from: '2027-01-03T15:00:00.000Z', to: '2027-02-03T15:00:00.000Z', amount: 32000 };
    const note = (document: string, number: string): ListedInvoice => ({
      orderId: 'sub-active-1',
      document,
      kind: 'NOTA_CREDITO',
      name: 'Nota de Crédito C',
      number,
      issueDate: '2027-01-10',
    });
    page(
      [
        {
          ...active,
          paidPeriods: [active.paidPeriods[0]!, second],
          charges: [
            // Two partial refunds of the first month (10.000 then 15.000 more): the second's note not issued yet.
            { ...active.charges[0]!, refundedAmount: 25000, refundableAmount: 7000 },
            { ...active.charges[0]!, id: 'charge-2', dueAt: second.from },
            // A month refunded whole (its period gone), with its Factura and note.
            {
              ...active.charges[0]!,
              id: 'charge-0',
              dueAt: '2026-11-03T15:00:00.000Z',
              state: 'REFUNDED',
              refundedAmount: 32000,
              refundableAmount: 0,
            },
          ],
        },
      ],
      [
        {
          orderId: 'sub-active-1',
          document: 'FACTURA-Scharge_1',
          kind: 'FACTURA',
          name: 'Factura C',
          number: '00002-00000003',
          issueDate: '2026-12-03',
        },
        note('NOTA_CREDITO-Scharge_1-P1000000', '00002-00000010'),
        {
          orderId: 'sub-active-1',
          document: 'FACTURA-Scharge_0',
          kind: 'FACTURA',
          name: 'Factura C',
          number: '00002-00000001',
          issueDate: '2026-11-03',
        },
        note('NOTA_CREDITO-Scharge_0', '00002-00000002'),
        // Another subscription's note of a charge with the same id: not this card's.
        { ...note('NOTA_CREDITO-Scharge_2', '00002-00000099'), orderId: 'sub-other' },
      ],
    );
    const row = await card('sub-active-1');
    await row.findByRole('button', { name: 'Descargar Nota de Crédito C 00002-00000010' });
    const months = within(row.getByTestId('subscription-periods')).getAllByRole('listitem');
    expect(months.map((month) => month.textContent)).toEqual([
      'Del 03/12/2026 al 03/01/2027 · $ 32.000 (se devolvieron $ 25.000)Factura C 00002-00000003Nota de Crédito C 00002-00000010Nota de crédito en camino (te llega por e-mail)',
      'Del 03/01/2027 al 03/02/2027 · $ 32.000Factura en camino (te llega por e-mail)',
    ]);
    expect(row.getByTestId('subscription-refunded').textContent).toBe(
      'Cobro del 03/11/2026 · $ 32.000, devueltoFactura C 00002-00000001Nota de Crédito C 00002-00000002',
    );
    fireEvent.click(row.getByRole('button', { name: 'Descargar Nota de Crédito C 00002-00000002' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://documentos.example/factura.pdf'));
    const download = request.mock.calls.find(([document]) => operationOf(document) === 'SubscriptionInvoiceDownload');
    expect(download?.[1]).toEqual({ orderId: 'sub-active-1', document: 'NOTA_CREDITO-Scharge_0' });
    vi.unstubAllGlobals();
  });
});
