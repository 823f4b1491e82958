// Apply or remove a coupon. The server decides whether it applies (enabled, in its window,
// under its maximum uses, for this item) and says why not, in Spanish.
import { useId, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { normalizeCouponCode } from '../../../../../functions/domain/coupons';

export function CouponField({
  appliedCode,
  error,
  busy,
  onApply,
  onRemove,
  onEdit,
}: {
  appliedCode: string | null;
  error: string | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The code is being changed: an error about the previous code no longer applies. */
  onEdit: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const shownError = emptyError ? 'Ingresá el código del cupón.' : error;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeCouponCode(code);
    setEmptyError(normalized === '');
    if (normalized !== '') onApply(normalized);
  };

  if (appliedCode) {
    return (
      <div className="checkout-coupon checkout-coupon--applied">
        <span>
          <i className="pi pi-tag" aria-hidden="true" /> Cupón <strong>{appliedCode}</strong> aplicado
        </span>
        <Button type="button" label="Quitar" text size="small" onClick={onRemove} disabled={busy} />
        {error ? (
          <small className="checkout-coupon__error" role="alert">
            {error}
          </small>
        ) : null}
      </div>
    );
  }
  return (
    <form className="checkout-coupon" onSubmit={apply} noValidate>
      <label htmlFor={id}>¿Tenés un cupón de descuento?</label>
      <div className="checkout-coupon__row">
        <InputText
          id={id}
          value={code}
          autoComplete="off"
          placeholder="Código"
          invalid={Boolean(shownError)}
          aria-invalid={Boolean(shownError)}
          aria-describedby={shownError ? `${id}-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setEmptyError(false);
            onEdit();
          }}
        />
        <Button type="submit" label="Aplicar" outlined loading={busy} disabled={busy} />
      </div>
      {shownError ? (
        <small id={`${id}-error`} className="checkout-coupon__error" role="alert">
          {shownError}
        </small>
      ) : null}
    </form>
  );
}
