// How a planning is sold (issue 39): once for its length, by the month (a Mercado Pago
// subscription) or both; the monthly price, an optional free trial and the grace days after a
// charge failed for good. The server's own rules (subscriptionOfferInputSchema) run before
// sending, with its Spanish messages naming each field as it is labelled here; the saved offer is
// what the section shows on the next visit.
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { useState, type FormEvent } from 'react';
import { subscriptionOfferInputSchema } from '../../../../../functions/domain/subscription-offer';
import { PRICE_NOTICE_DAYS } from '../../../../../functions/domain/subscription-price-change';
import { formatStoreDate } from '../../../../../functions/domain/store-clock';
import type { PlanningSale, SubscriptionOfferInput } from '../../../generated/graphql';
import { formatPerMonth } from '../../../lib/format';
import { useAdminSubscriptionOffer, usePlanningSubscriberCount, useSetSubscriptionOffer } from '../api/admin-subscription-offer';

interface Draft {
  sale: PlanningSale;
  monthlyPrice: number | null;
  trialDays: number | null;
  graceDays: number | null;
}

type SavedOffer = NonNullable<ReturnType<typeof useAdminSubscriptionOffer>['data']>;

const SALES: { value: PlanningSale; label: string }[] = [
  { value: 'ONCE', label: 'Una vez (por su duración)' },
  { value: 'MONTHLY', label: 'Por mes (suscripción)' },
  { value: 'BOTH', label: 'Ambas' },
];

const draftOf = (offer: SavedOffer | null): Draft =>
  offer
    ? {
        sale: offer.sale,
        monthlyPrice: offer.monthlyPrice > 0 ? offer.monthlyPrice : null,
        trialDays: offer.trialDays,
        graceDays: offer.graceDays,
      }
    : { sale: 'ONCE', monthlyPrice: null, trialDays: 0, graceDays: 0 };

const days = (count: number) => `${count} ${count === 1 ? 'día' : 'días'}`;

/**
 * What saving a new monthly price does to the running subscriptions (decision 154): who is told by
 * e-mail today and from when the new price is charged; null when the price does not change.
 */
function priceChangeText(saved: SavedOffer | null, draft: Draft, subscribers: number | undefined): string | null {
  if (!saved || saved.sale === 'ONCE' || saved.monthlyPrice <= 0) return null;
  if (draft.sale === 'ONCE' || draft.monthlyPrice === null || draft.monthlyPrice <= 0) return null;
  if (Math.round(draft.monthlyPrice * 100) === Math.round(saved.monthlyPrice * 100)) return null;
  if (subscribers === undefined) return 'Contando los suscriptores a los que se les avisa…';
  const from = formatStoreDate(new Date(Date.now() + PRICE_NOTICE_DAYS * 86_400_000));
  const who =
    subscribers === 0
      ? 'No hay suscripciones en curso: el precio nuevo vale para las que empiecen desde ahora.'
      : `Al guardar, se avisa por e-mail a ${subscribers === 1 ? '1 suscriptor' : `${subscribers} suscriptores`} (con el Botón de baja para irse sin iniciar sesión).`;
  return `${who} Las suscripciones en curso pasan de ${formatPerMonth(saved.monthlyPrice)} a ${formatPerMonth(draft.monthlyPrice)} desde el primer cobro a partir del ${from} (${PRICE_NOTICE_DAYS} días de aviso); los cobros anteriores siguen con el precio actual. Si volvés al precio actual antes de esa fecha, el cambio se retira y se les avisa.`;
}

/** The saved offer in one line, as the store sells it. */
function savedOfferText(offer: SavedOffer | null): string {
  if (!offer || offer.sale === 'ONCE') return 'Se vende una vez, por su duración.';
  const how = offer.sale === 'MONTHLY' ? 'Solo por mes' : 'Una vez o por mes';
  const trial = offer.trialDays > 0 ? `${days(offer.trialDays)} de prueba gratis` : 'sin prueba gratis';
  const grace = offer.graceDays > 0 ? `${days(offer.graceDays)} de gracia` : 'sin días de gracia';
  return `${how}: ${formatPerMonth(offer.monthlyPrice)}, ${trial}, ${grace}.`;
}

export function SubscriptionOfferEditor({ planningId }: { planningId: string }) {
  const offer = useAdminSubscriptionOffer(planningId);
  return (
    <section className="admin-form subscription-offer-editor" aria-labelledby="subscription-offer-title">
      <h2 id="subscription-offer-title">Cómo se vende</h2>
      {offer.isPending ? (
        <p>Cargando…</p>
      ) : offer.error ? (
        <Message severity="error" text={offer.error.message} />
      ) : (
        <OfferForm planningId={planningId} saved={offer.data} />
      )}
    </section>
  );
}

function OfferForm({ planningId, saved }: { planningId: string; saved: SavedOffer | null }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [justSaved, setJustSaved] = useState<string | null>(null);
  const save = useSetSubscriptionOffer(planningId);
  const subscriberCount = usePlanningSubscriberCount(planningId);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setJustSaved(null);
  };
  const monthly = draft.sale !== 'ONCE';
  const priceChange = priceChangeText(saved, draft, subscriberCount.data);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Sold once only, the monthly fields are not offered: none of them is sent.
    const input: SubscriptionOfferInput = monthly
      ? { planningId, sale: draft.sale, monthlyPrice: draft.monthlyPrice, trialDays: draft.trialDays, graceDays: draft.graceDays }
      : { planningId, sale: 'ONCE', monthlyPrice: null, trialDays: 0, graceDays: 0 };
    const checked = subscriptionOfferInputSchema.safeParse(input);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    const told =
      priceChange && subscriberCount.data
        ? ` Les avisamos del precio nuevo a ${subscriberCount.data === 1 ? '1 suscriptor' : `${subscriberCount.data} suscriptores`}; se les cobra desde el primer cobro a partir del ${formatStoreDate(new Date(Date.now() + PRICE_NOTICE_DAYS * 86_400_000))}.`
        : '';
    save.mutate(input, { onSuccess: () => setJustSaved(`Guardamos cómo se vende.${told}`) });
  };

  const numberField = (key: 'monthlyPrice' | 'trialDays' | 'graceDays', label: string, help: string, money = false) => (
    <div className="admin-form__field">
      <label htmlFor={`offer-${key}`}>{label}</label>
      <InputNumber
        inputId={`offer-${key}`}
        value={draft[key]}
        onValueChange={(e) => set(key, e.value ?? null)}
        {...(money ? { mode: 'currency' as const, currency: 'ARS', locale: 'es-AR' } : { useGrouping: false })}
        invalid={Boolean(errors[key])}
        aria-describedby={`offer-${key}-help`}
      />
      <small id={`offer-${key}-help`} className={errors[key] ? 'p-error' : undefined}>
        {errors[key] ?? help}
      </small>
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="admin-form" aria-label="Cómo se vende la planificación">
      <p data-testid="saved-offer">
        <strong>Guardado:</strong> {savedOfferText(saved)}
      </p>
      <fieldset className="admin-form__offer">
        <legend>Se vende</legend>
        <span className="admin-form__checks">
          {SALES.map(({ value, label }) => (
            <span key={value}>
              <RadioButton
                inputId={`offer-sale-${value}`}
                name="sale"
                value={value}
                checked={draft.sale === value}
                onChange={() => set('sale', value)}
              />
              <label htmlFor={`offer-sale-${value}`}>{label}</label>
            </span>
          ))}
        </span>
        {errors['sale'] ? <small className="p-error">{errors['sale']}</small> : null}
      </fieldset>
      {monthly ? (
        <>
          {numberField(
            'monthlyPrice',
            'Precio mensual (ARS)',
            `Mercado Pago lo cobra cada mes. Un precio nuevo vale para las suscripciones nuevas al guardarlo, y para las que están en curso con ${PRICE_NOTICE_DAYS} días de aviso por e-mail.`,
            true,
          )}
          {priceChange ? <Message severity="warn" text={priceChange} data-testid="offer-price-change" /> : null}
          {numberField('trialDays', 'Prueba gratis (días)', '0: sin prueba; el primer cobro es al autorizar la tarjeta. Hasta 90 días.')}
          {numberField(
            'graceDays',
            'Período de gracia (días)',
            'Días de acceso después de que un cobro falló del todo (mientras Mercado Pago reintenta, el acceso sigue). Hasta 30.',
          )}
        </>
      ) : null}
      {save.error && <Message severity="error" text={save.error.message} />}
      {justSaved && <Message severity="success" text={justSaved} />}
      <div className="admin-form__actions">
        <Button type="submit" label="Guardar cómo se vende" icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
