// The billing details form: the fields an Argentine invoice needs, checked as the buyer leaves
// each field and again on sending, with the server's rules and messages.
import { useId, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { PROVINCES } from '../../../../../functions/domain/argentina';
import type { CreateUserAddressInput } from '../../../generated/graphql';
import { emptyAddress, validateAddress, type AddressErrors, type AddressField, type AddressValues } from '../address-validation';

interface FieldSpec {
  field: Exclude<AddressField, 'province'>;
  label: string;
  autoComplete: string;
  hint?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
}

const FIELDS_BEFORE_PROVINCE: FieldSpec[] = [
  { field: 'fullName', label: 'Nombre completo o razón social', autoComplete: 'name' },
  {
    field: 'taxId',
    label: 'DNI o CUIT/CUIL',
    autoComplete: 'off',
    inputMode: 'numeric',
    hint: 'Sin puntos ni guiones, o como figura en tu documento.',
  },
  { field: 'street', label: 'Calle', autoComplete: 'address-line1' },
  { field: 'streetNumber', label: 'Número', autoComplete: 'off', hint: 'La altura, o S/N si no tiene.' },
  { field: 'apartment', label: 'Piso / departamento (opcional)', autoComplete: 'address-line2' },
  { field: 'city', label: 'Localidad', autoComplete: 'address-level2' },
];

const FIELDS_AFTER_PROVINCE: FieldSpec[] = [
  { field: 'postalCode', label: 'Código postal', autoComplete: 'postal-code', hint: 'Por ejemplo 1425 o C1425ABC.' },
  { field: 'phone', label: 'Teléfono', autoComplete: 'tel', inputMode: 'tel', hint: 'Con código de área, por ejemplo 11 4321-5678.' },
];

const provinceOptions = PROVINCES.map((province) => ({ label: province, value: province }));

export function BillingAddressForm({
  onSubmit,
  submitting,
  serverError,
  submitLabel,
}: {
  onSubmit: (input: CreateUserAddressInput) => void;
  submitting: boolean;
  serverError: string | null;
  submitLabel: string;
}) {
  const formId = useId();
  const [values, setValues] = useState<AddressValues>(emptyAddress);
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const validation = validateAddress(values);
  const errors: AddressErrors = validation.ok ? {} : validation.errors;
  const visibleError = (field: AddressField) => (submitted || touched[field] ? errors[field] : undefined);

  const change = (field: AddressField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: AddressField) => setTouched((current) => ({ ...current, [field]: true }));
  // Leaving a field to press the submit button: the submit shows every error at once. Showing
  // this field's error first would move the button away from under the pointer mid-click.
  const touchUnlessSubmitting = (field: AddressField, next: EventTarget | null) => {
    if (next instanceof HTMLButtonElement && next.type === 'submit') return;
    touch(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validation.ok) {
      onSubmit(validation.input);
      return;
    }
    // Take the buyer to the first field to fix.
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  };

  const renderField = ({ field, label, autoComplete, hint, inputMode }: FieldSpec) => {
    const id = `${formId}-${field}`;
    const error = visibleError(field);
    const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
    return (
      <div className={`billing-form__field billing-form__field--${field}`} key={field}>
        <label htmlFor={id}>{label}</label>
        <InputText
          id={id}
          name={field}
          value={values[field]}
          autoComplete={autoComplete}
          inputMode={inputMode}
          invalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          onChange={(event) => change(field, event.target.value)}
          onBlur={(event) => touchUnlessSubmitting(field, event.relatedTarget)}
        />
        {/* One slot: the error takes the hint's place, so the form does not jump. */}
        {error ? (
          <small id={`${id}-error`} className="billing-form__error">
            {error}
          </small>
        ) : hint ? (
          <small id={`${id}-hint`} className="billing-form__hint">
            {hint}
          </small>
        ) : null}
      </div>
    );
  };

  const provinceId = `${formId}-province`;
  const provinceError = visibleError('province');
  return (
    <form className="billing-form" onSubmit={submit} noValidate aria-describedby={serverError ? `${formId}-server` : undefined}>
      {FIELDS_BEFORE_PROVINCE.map(renderField)}
      <div className="billing-form__field billing-form__field--province">
        <label htmlFor={provinceId}>Provincia</label>
        <Dropdown
          inputId={provinceId}
          name="province"
          value={values.province || null}
          options={provinceOptions}
          placeholder="Elegí tu provincia"
          invalid={Boolean(provinceError)}
          aria-describedby={provinceError ? `${provinceId}-error` : undefined}
          onChange={(event) => {
            change('province', typeof event.value === 'string' ? event.value : '');
            touch('province');
          }}
          onBlur={(event) => touchUnlessSubmitting('province', event.relatedTarget)}
        />
        {provinceError ? (
          <small id={`${provinceId}-error`} className="billing-form__error">
            {provinceError}
          </small>
        ) : null}
      </div>
      {FIELDS_AFTER_PROVINCE.map(renderField)}
      {serverError ? <Message id={`${formId}-server`} severity="error" text={serverError} className="billing-form__server-error" /> : null}
      <div className="billing-form__actions">
        <Button type="submit" label={submitLabel} icon="pi pi-check" loading={submitting} disabled={submitting} />
      </div>
    </form>
  );
}
