// The admin item update of the spec: name, price, visibility, featured and the offer (price and
// window picked in the Spanish calendar, stored as ISO with -03:00). The same rules as the server
// (functions/domain/item-input.ts) run before sending, with the same messages.
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { updateItemSchema } from '../../../../../functions/domain/item-input';
import type { UpdateItemInput } from '../../../generated/graphql';
import type { AdminItem } from '../api/admin-items';
import { pickerDateOf, storeDateTimeOfPicked } from '../../../../../functions/domain/store-clock';
import { keepEscapeForOpenPanel } from '../lib/escape-closes-panel-first';
import { StoreDateTimeField } from './store-date-time-field';
import { fieldErrors } from '../../../../../functions/domain/validation';

interface Draft {
  name: string;
  price: number | null;
  isEnabled: boolean;
  isFeatured: boolean;
  hasOffer: boolean;
  offerPrice: number | null;
  offerFrom: Date | null;
  offerTo: Date | null;
}

const draftOf = (item: AdminItem): Draft => ({
  name: item.name,
  price: item.price,
  isEnabled: item.isEnabled,
  isFeatured: item.isFeatured,
  hasOffer: item.offer !== null && item.offer !== undefined,
  offerPrice: item.offer?.price ?? null,
  offerFrom: item.offer ? pickerDateOf(item.offer.validDateTimeFrom) : null,
  offerTo: item.offer ? pickerDateOf(item.offer.validDateTimeTo) : null,
});

/** The draft as the API input, or the Spanish messages of what is wrong, by field. */
function validateDraft(id: string, draft: Draft): { input: UpdateItemInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (draft.hasOffer) {
    if (draft.offerPrice === null) errors['offer.price'] = 'Ingresá el precio de la oferta.';
    if (!draft.offerFrom) errors['offer.validDateTimeFrom'] = 'Elegí desde cuándo vale la oferta.';
    if (!draft.offerTo) errors['offer.validDateTimeTo'] = 'Elegí hasta cuándo vale la oferta.';
  }
  if (draft.price === null) errors['price'] = 'Ingresá el precio.';
  if (Object.keys(errors).length > 0) return { errors };
  const input: UpdateItemInput = {
    id,
    name: draft.name,
    price: draft.price ?? 0,
    isEnabled: draft.isEnabled,
    isFeatured: draft.isFeatured,
    offer:
      draft.hasOffer && draft.offerFrom && draft.offerTo
        ? {
            price: draft.offerPrice ?? 0,
            validDateTimeFrom: storeDateTimeOfPicked(draft.offerFrom),
            validDateTimeTo: storeDateTimeOfPicked(draft.offerTo),
          }
        : null,
  };
  const checked = updateItemSchema.safeParse(input);
  if (checked.success) return { input };
  return { errors: fieldErrors(checked.error) };
}

interface ItemEditDialogProps {
  item: AdminItem;
  saving: boolean;
  serverError: string | null;
  onSave: (input: UpdateItemInput) => void;
  onClose: () => void;
}

export function ItemEditDialog({ item, saving, serverError, onSave, onClose }: ItemEditDialogProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const fieldError = (field: string) =>
    errors[field] ? (
      <small id={`${field}-error`} className="p-error">
        {errors[field]}
      </small>
    ) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateDraft(item.id, draft);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSave(result.input);
  };

  return (
    <Dialog header={`Editar «${item.name}»`} visible onHide={onClose} style={{ width: 'min(40rem, 95vw)' }} modal>
      <form onSubmit={submit} onKeyDown={keepEscapeForOpenPanel} noValidate className="admin-form">
        <label htmlFor="item-name">Nombre</label>
        <InputText
          id="item-name"
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
          invalid={Boolean(errors['name'])}
          aria-describedby="name-error"
        />
        {fieldError('name')}

        <label htmlFor="item-price">Precio (ARS)</label>
        <InputNumber
          inputId="item-price"
          value={draft.price}
          onValueChange={(e) => set('price', e.value ?? null)}
          mode="currency"
          currency="ARS"
          locale="es-AR"
          invalid={Boolean(errors['price'])}
          aria-describedby="price-error"
        />
        {fieldError('price')}

        <div className="admin-form__checks">
          <span>
            <Checkbox inputId="item-enabled" checked={draft.isEnabled} onChange={(e) => set('isEnabled', Boolean(e.checked))} />
            <label htmlFor="item-enabled">Visible en la tienda</label>
          </span>
          <span>
            <Checkbox inputId="item-featured" checked={draft.isFeatured} onChange={(e) => set('isFeatured', Boolean(e.checked))} />
            <label htmlFor="item-featured">Destacado</label>
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
              aria-describedby="offer.price-error"
            />
            {fieldError('offer.price')}
            <StoreDateTimeField
              inputId="offer-from"
              label="Desde"
              value={draft.offerFrom}
              onChange={(value) => set('offerFrom', value)}
              error={errors['offer.validDateTimeFrom']}
              errorId="offer.validDateTimeFrom-error"
            />
            <StoreDateTimeField
              inputId="offer-to"
              label="Hasta"
              value={draft.offerTo}
              onChange={(value) => set('offerTo', value)}
              error={errors['offer.validDateTimeTo']}
              errorId="offer.validDateTimeTo-error"
            />
          </fieldset>
        )}

        {serverError && <Message severity="error" text={serverError} />}
        <div className="admin-form__actions">
          <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onClose} disabled={saving} />
          <Button type="submit" label="Guardar" icon="pi pi-check" loading={saving} />
        </div>
      </form>
    </Dialog>
  );
}
