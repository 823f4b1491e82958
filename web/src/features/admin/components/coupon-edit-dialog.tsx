// Create or edit a coupon: code (fixed once created), FIXED or PERCENTAGE, value, validity window
// in the store's time (-03:00), maximum uses (never below the uses counted so far), the items it
// applies to (none = every item), whether each buyer may use it once only, and whether it is enabled. The server's rules
// (functions/domain/coupon-input.ts) run before sending, with the same messages.
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { useState, type FormEvent } from 'react';
import { couponInputSchema, maxUsesBelowUsesMessage } from '../../../../../functions/domain/coupon-input';
import type { CouponInput, DiscountType } from '../../../generated/graphql';
import type { AdminCoupon } from '../api/admin-coupons';
import { pickerDateOf, storeDateTimeOfPicked } from '../../../../../functions/domain/store-clock';
import { keepEscapeForOpenPanel } from '../lib/escape-closes-panel-first';
import { StoreDateTimeField } from './store-date-time-field';
import { fieldErrors } from '../../../../../functions/domain/validation';

interface Draft {
  code: string;
  discountType: DiscountType;
  value: number | null;
  isEnabled: boolean;
  from: Date | null;
  to: Date | null;
  maxUses: number | null;
  itemIds: string[];
  oncePerBuyer: boolean;
}

const DISCOUNT_TYPES: { label: string; value: DiscountType }[] = [
  { label: 'Monto fijo (ARS)', value: 'FIXED' },
  { label: 'Porcentaje', value: 'PERCENTAGE' },
];

const draftOf = (coupon: AdminCoupon | null): Draft =>
  coupon
    ? {
        code: coupon.code,
        discountType: coupon.discountType,
        value: coupon.value,
        isEnabled: coupon.isEnabled,
        from: pickerDateOf(coupon.validDateTimeFrom),
        to: pickerDateOf(coupon.validDateTimeTo),
        maxUses: coupon.maxUses,
        itemIds: coupon.itemIds,
        oncePerBuyer: coupon.oncePerBuyer,
      }
    : {
        code: '',
        discountType: 'PERCENTAGE',
        value: null,
        isEnabled: true,
        from: null,
        to: null,
        maxUses: null,
        itemIds: [],
        oncePerBuyer: false,
      };

/** The draft as the API input, or the Spanish messages of what is wrong, by field. */
function validateCouponDraft(draft: Draft, uses: number): { input: CouponInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (draft.value === null) errors['value'] = 'Ingresá el descuento.';
  if (!draft.from) errors['validDateTimeFrom'] = 'Elegí desde cuándo vale el cupón.';
  if (!draft.to) errors['validDateTimeTo'] = 'Elegí hasta cuándo vale el cupón.';
  if (draft.maxUses === null) errors['maxUses'] = 'Ingresá el máximo de usos.';
  else if (draft.maxUses < uses) errors['maxUses'] = maxUsesBelowUsesMessage(uses);
  if (Object.keys(errors).length > 0 || !draft.from || !draft.to) return { errors };
  const input: CouponInput = {
    code: draft.code.trim().toUpperCase(),
    discountType: draft.discountType,
    value: draft.value ?? 0,
    isEnabled: draft.isEnabled,
    validDateTimeFrom: storeDateTimeOfPicked(draft.from),
    validDateTimeTo: storeDateTimeOfPicked(draft.to),
    maxUses: draft.maxUses ?? 0,
    itemIds: draft.itemIds,
    oncePerBuyer: draft.oncePerBuyer,
  };
  const checked = couponInputSchema.safeParse(input);
  if (checked.success) return { input };
  return { errors: fieldErrors(checked.error) };
}

interface CouponEditDialogProps {
  coupon: AdminCoupon | null;
  itemOptions: { label: string; value: string }[];
  saving: boolean;
  serverError: string | null;
  onSave: (input: CouponInput) => void;
  onClose: () => void;
}

export function CouponEditDialog({ coupon, itemOptions, saving, serverError, onSave, onClose }: CouponEditDialogProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(coupon));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const uses = coupon?.uses ?? 0;
  const fieldError = (field: string) =>
    errors[field] ? (
      <small id={`coupon-${field}-error`} className="p-error">
        {errors[field]}
      </small>
    ) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateCouponDraft(draft, uses);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSave(result.input);
  };

  return (
    <Dialog
      header={coupon ? `Editar cupón ${coupon.code}` : 'Nuevo cupón'}
      visible
      onHide={onClose}
      style={{ width: 'min(40rem, 95vw)' }}
      modal
      baseZIndex={1100}
    >
      <form onSubmit={submit} onKeyDown={keepEscapeForOpenPanel} noValidate className="admin-form">
        <label htmlFor="coupon-code">Código</label>
        <InputText
          id="coupon-code"
          value={draft.code}
          onChange={(e) => set('code', e.target.value.toUpperCase())}
          disabled={coupon !== null}
          invalid={Boolean(errors['code'])}
          aria-describedby="coupon-code-error"
        />
        {fieldError('code')}

        <label htmlFor="coupon-type">Tipo de descuento</label>
        <Dropdown
          inputId="coupon-type"
          value={draft.discountType}
          options={DISCOUNT_TYPES}
          onChange={(e) => set('discountType', e.value as DiscountType)}
          scrollHeight="200px"
        />

        <label htmlFor="coupon-value">{draft.discountType === 'PERCENTAGE' ? 'Descuento (%)' : 'Descuento (ARS)'}</label>
        <InputNumber
          inputId="coupon-value"
          value={draft.value}
          onValueChange={(e) => set('value', e.value ?? null)}
          locale="es-AR"
          minFractionDigits={0}
          maxFractionDigits={2}
          invalid={Boolean(errors['value'])}
          aria-describedby="coupon-value-error"
        />
        {fieldError('value')}

        <fieldset className="admin-form__offer">
          <legend>Vigencia (hora de Argentina, -03:00)</legend>
          <StoreDateTimeField
            inputId="coupon-from"
            label="Desde"
            value={draft.from}
            onChange={(value) => set('from', value)}
            error={errors['validDateTimeFrom']}
            errorId="coupon-validDateTimeFrom-error"
          />
          <StoreDateTimeField
            inputId="coupon-to"
            label="Hasta"
            value={draft.to}
            onChange={(value) => set('to', value)}
            error={errors['validDateTimeTo']}
            errorId="coupon-validDateTimeTo-error"
          />
        </fieldset>

        <label htmlFor="coupon-max-uses">Máximo de usos</label>
        <InputNumber
          inputId="coupon-max-uses"
          value={draft.maxUses}
          onValueChange={(e) => set('maxUses', e.value ?? null)}
          useGrouping={false}
          min={0}
          invalid={Boolean(errors['maxUses'])}
          aria-describedby="coupon-maxUses-error"
        />
        {fieldError('maxUses')}
        {coupon && <small>Usos hasta ahora: {uses} (los cuenta cada compra aprobada).</small>}

        <label htmlFor="coupon-items">Productos (vacío: se aplica a todos)</label>
        <MultiSelect
          inputId="coupon-items"
          value={draft.itemIds}
          options={itemOptions}
          onChange={(e) => set('itemIds', e.value as string[])}
          filter
          display="chip"
          placeholder="Todos los productos"
          scrollHeight="200px"
          invalid={Boolean(errors['itemIds'])}
        />
        {fieldError('itemIds')}

        <div className="admin-form__checks">
          <span>
            <Checkbox inputId="coupon-enabled" checked={draft.isEnabled} onChange={(e) => set('isEnabled', Boolean(e.checked))} />
            <label htmlFor="coupon-enabled">Habilitado</label>
          </span>
          <span>
            <Checkbox
              inputId="coupon-once-per-buyer"
              checked={draft.oncePerBuyer}
              onChange={(e) => set('oncePerBuyer', Boolean(e.checked))}
              aria-describedby="coupon-once-per-buyer-hint"
            />
            <label htmlFor="coupon-once-per-buyer">Una sola compra por persona</label>
          </span>
          <small id="coupon-once-per-buyer-hint">
            Cada cuenta puede usarlo en una compra; si esa compra no se paga o se reembolsa, puede volver a usarlo.
          </small>
        </div>

        {serverError && <Message severity="error" text={serverError} />}
        <div className="admin-form__actions">
          <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onClose} disabled={saving} />
          <Button type="submit" label="Guardar" icon="pi pi-check" loading={saving} />
        </div>
      </form>
    </Dialog>
  );
}
