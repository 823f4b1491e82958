// Everything the item's page says: name, summary, description, highlights (one per line), level,
// coach and bio, length in weeks, a course's hours (printed on its certificate); and how it is sold: price, featured on the landing, and the offer
// (price and window in the store's time, -03:00). The one place an item is edited; the same rules
// as the server (updateItemSchema: the offer below the price, at least 1 ARS and 10 %, the end
// after the start) run before sending, with the same Spanish messages. Visibility belongs to the
// status buttons (publish, hide), which run the publishing checks.
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ITEM_TEXT_LIMITS, updateItemSchema } from '../../../../../functions/domain/item-input';
import type { UpdateItemInput } from '../../../generated/graphql';
import { useUpdateItemDetails, type AdminItemDetail } from '../api/admin-catalogue';
import { offerDraftOf, offerOfDraft, type OfferDraft } from '../lib/offer-draft';
import { StoreDateTimeField } from './store-date-time-field';

interface Draft extends OfferDraft {
  name: string;
  price: number | null;
  summary: string;
  description: string;
  highlights: string;
  level: string;
  coachName: string;
  coachBio: string;
  durationWeeks: number | null;
  courseHours: number | null;
  isFeatured: boolean;
}

const draftOf = (item: AdminItemDetail): Draft => ({
  name: item.name,
  price: item.price,
  summary: item.summary,
  description: item.description,
  highlights: item.highlights.join('\n'),
  level: item.level,
  coachName: item.coachName,
  coachBio: item.coachBio,
  durationWeeks: item.durationWeeks ?? null,
  courseHours: item.courseHours ?? null,
  isFeatured: item.isFeatured,
  ...offerDraftOf(item.offer),
});

/** A form field's key for a rule's path: the offer's parts by name, anything else by its field. */
const fieldOf = (path: readonly PropertyKey[]): string => (path[0] === 'offer' ? path.map(String).join('.') : String(path[0]));

export function ItemDetailsForm({ item }: { item: AdminItemDetail }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateItemDetails();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const offer = offerOfDraft(draft);
    if ('errors' in offer) {
      setErrors(offer.errors);
      return;
    }
    const input: UpdateItemInput = {
      id: item.id,
      name: draft.name,
      price: draft.price ?? 0,
      isEnabled: item.isEnabled,
      isFeatured: draft.isFeatured,
      offer: offer.offer,
      summary: draft.summary,
      description: draft.description,
      highlights: draft.highlights
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length > 0),
      level: draft.level,
      coachName: draft.coachName,
      coachBio: draft.coachBio,
      durationWeeks: draft.durationWeeks,
      ...(item.type === 'COURSE' ? { courseHours: draft.courseHours } : {}),
    };
    const checked = updateItemSchema.safeParse(input);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[fieldOf(issue.path)] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(input, { onSuccess: () => setSaved(true) });
  };

  const field = (key: keyof Draft, label: string, control: ReactNode, help?: string) => (
    <div className="admin-form__field">
      <label htmlFor={`item-${key}`}>{label}</label>
      {control}
      {errors[key] ? (
        <small id={`item-${key}-help`} className="p-error">
          {errors[key]}
        </small>
      ) : help ? (
        <small id={`item-${key}-help`}>{help}</small>
      ) : null}
    </div>
  );
  const text = (key: 'name' | 'summary' | 'level' | 'coachName', label: string, help?: string) =>
    field(
      key,
      label,
      <InputText
        id={`item-${key}`}
        value={draft[key]}
        onChange={(e) => set(key, e.target.value)}
        invalid={Boolean(errors[key])}
        aria-describedby={`item-${key}-help`}
      />,
      help,
    );
  const area = (key: 'description' | 'highlights' | 'coachBio', label: string, rows: number, help?: string) =>
    field(
      key,
      label,
      <InputTextarea
        id={`item-${key}`}
        value={draft[key]}
        rows={rows}
        autoResize
        onChange={(e) => set(key, e.target.value)}
        invalid={Boolean(errors[key])}
        aria-describedby={`item-${key}-help`}
      />,
      help,
    );

  return (
    <form onSubmit={submit} noValidate className="admin-form item-details-form" aria-labelledby="item-details-title">
      <h2 id="item-details-title">Página</h2>
      {text('name', 'Nombre')}
      {text('summary', 'Resumen', `Una línea para las tarjetas (hasta ${ITEM_TEXT_LIMITS.summary} caracteres).`)}
      {area('description', 'Descripción', 6, 'Separá los párrafos con una línea en blanco.')}
      {area('highlights', 'Puntos destacados', 4, `Uno por línea (hasta ${ITEM_TEXT_LIMITS.highlights}).`)}
      {text('level', 'Nivel', 'Por ejemplo: Inicial, Intermedio, Todos los niveles.')}
      {text('coachName', 'Coach')}
      {area('coachBio', 'Sobre el coach', 4)}
      {field(
        'durationWeeks',
        item.type === 'PLANNING' ? 'Duración (semanas)' : 'Duración del plan incluido (semanas, opcional)',
        <InputNumber
          inputId="item-durationWeeks"
          value={draft.durationWeeks}
          onValueChange={(e) => set('durationWeeks', e.value ?? null)}
          min={1}
          max={104}
          invalid={Boolean(errors['durationWeeks'])}
          aria-describedby="item-durationWeeks-help"
        />,
      )}
      {item.type === 'COURSE'
        ? field(
            'courseHours',
            'Carga horaria (horas, opcional)',
            <InputNumber
              inputId="item-courseHours"
              value={draft.courseHours}
              onValueChange={(e) => set('courseHours', e.value ?? null)}
              min={1}
              max={2000}
              invalid={Boolean(errors['courseHours'])}
              aria-describedby="item-courseHours-help"
            />,
            'La duración que figura en el certificado.',
          )
        : null}
      {field(
        'price',
        'Precio (ARS)',
        <InputNumber
          inputId="item-price"
          value={draft.price}
          onValueChange={(e) => set('price', e.value ?? null)}
          mode="currency"
          currency="ARS"
          locale="es-AR"
          invalid={Boolean(errors['price'])}
          aria-describedby="item-price-help"
        />,
      )}
      <div className="admin-form__checks">
        <span>
          <Checkbox inputId="item-featured" checked={draft.isFeatured} onChange={(e) => set('isFeatured', Boolean(e.checked))} />
          <label htmlFor="item-featured">Destacado en la portada</label>
        </span>
        <span>
          <Checkbox inputId="item-has-offer" checked={draft.hasOffer} onChange={(e) => set('hasOffer', Boolean(e.checked))} />
          <label htmlFor="item-has-offer">Con oferta</label>
        </span>
      </div>
      {draft.hasOffer && (
        <fieldset className="admin-form__offer">
          <legend>Oferta (hora de Argentina, -03:00)</legend>
          <label htmlFor="offer-price">Precio de oferta (ARS)</label>
          <InputNumber
            inputId="offer-price"
            value={draft.offerPrice}
            onValueChange={(e) => set('offerPrice', e.value ?? null)}
            mode="currency"
            currency="ARS"
            locale="es-AR"
            invalid={Boolean(errors['offer.price'])}
            aria-describedby="offer-price-help"
          />
          <small id="offer-price-help" className={errors['offer.price'] ? 'p-error' : undefined}>
            {errors['offer.price'] ?? 'Menor al precio; al menos 1 peso y el 10 % del precio.'}
          </small>
          <StoreDateTimeField
            inputId="offer-from"
            label="Desde"
            value={draft.offerFrom}
            onChange={(value) => set('offerFrom', value)}
            error={errors['offer.validDateTimeFrom']}
            errorId="offer-from-error"
          />
          <StoreDateTimeField
            inputId="offer-to"
            label="Hasta"
            value={draft.offerTo}
            onChange={(value) => set('offerTo', value)}
            error={errors['offer.validDateTimeTo']}
            errorId="offer-to-error"
          />
        </fieldset>
      )}
      {update.error && <Message severity="error" text={update.error.message} />}
      {saved && <Message severity="success" text="Guardamos la página." />}
      <div className="admin-form__actions">
        <Button type="submit" label="Guardar página" icon="pi pi-check" loading={update.isPending} />
      </div>
    </form>
  );
}
