// The billing details form: the fields an Argentine invoice needs, checked as the buyer leaves
// each field and again on sending, with the server's rules and messages. The province is typed
// (with the list as suggestions) and read by its whole name, spaces and accents included: a
// picker that searched by first letters chose Santa Cruz for "Santa Fe" without a word.
import { useId, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { matchProvince, PROVINCES } from '../../../../../functions/domain/argentina';
import { IVA_CONDITION_LABELS, IVA_CONDITIONS, isCuitShaped } from '../../../../../functions/domain/billing-address';
import type { CreateUserAddressInput } from '../../../generated/graphql';
import { emptyAddress, validateAddress, type AddressErrors, type AddressField, type AddressValues } from '../address-validation';
// The form's styles, and the billing page's around it (the page itself lives in app/routes).
import '../billing.css';

interface FieldSpec {
  field: AddressField;
  label: string;
  autoComplete: string;
  hint?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  /** Suggestions offered while typing (a datalist). */
  suggestions?: readonly string[];
}

const IDENTITY_FIELDS: FieldSpec[] = [
  { field: 'fullName', label: 'Nombre completo o razón social', autoComplete: 'name' },
  {
    field: 'taxId',
    label: 'DNI o CUIT/CUIL',
    autoComplete: 'off',
    inputMode: 'numeric',
    hint: 'Sin puntos ni guiones, o como figura en tu documento.',
  },
];

const FIELDS_BEFORE_PROVINCE: FieldSpec[] = [
  { field: 'street', label: 'Calle', autoComplete: 'address-line1' },
  { field: 'streetNumber', label: 'Número', autoComplete: 'off', hint: 'La altura, o S/N si no tiene.' },
  { field: 'apartment', label: 'Piso / departamento (opcional)', autoComplete: 'address-line2' },
  { field: 'city', label: 'Localidad', autoComplete: 'address-level2' },
];

const PROVINCE_FIELD: FieldSpec = {
  field: 'province',
  label: 'Provincia',
  autoComplete: 'address-level1',
  hint: 'Escribila completa o elegila de la lista.',
  suggestions: PROVINCES,
};

const FIELDS_AFTER_PROVINCE: FieldSpec[] = [
  { field: 'postalCode', label: 'Código postal', autoComplete: 'postal-code', hint: 'Por ejemplo 1425 o C1425ABC.' },
  { field: 'phone', label: 'Teléfono', autoComplete: 'tel', inputMode: 'tel', hint: 'Con código de área, por ejemplo 11 4321-5678.' },
];

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

  const change = (field: AddressField, typed: string) => {
    // A province typed whole ("santa fe", "CABA") becomes its name as the list writes it.
    const value = field === 'province' ? (matchProvince(typed) ?? typed) : typed;
    setValues((current) => ({ ...current, [field]: value }));
  };
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

  const renderField = ({ field, label, autoComplete, hint, inputMode, suggestions }: FieldSpec) => {
    const id = `${formId}-${field}`;
    const listId = suggestions ? `${id}-suggestions` : undefined;
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
          list={listId}
          invalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          onChange={(event) => change(field, event.target.value)}
          onBlur={(event) => touchUnlessSubmitting(field, event.relatedTarget)}
        />
        {suggestions ? (
          <datalist id={listId}>
            {suggestions.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        ) : null}
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

  // Asked only with a CUIT/CUIL: it decides the invoice's letter (A to an inscripto or a
  // monotributista, from a seller who is responsable inscripto); a DNI is a consumidor final.
  const renderIvaCondition = () => {
    if (!isCuitShaped(values.taxId)) return null;
    const id = `${formId}-ivaCondition`;
    const error = visibleError('ivaCondition');
    return (
      <fieldset
        className="billing-form__field billing-form__field--ivaCondition billing-form__choices"
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        aria-invalid={Boolean(error)}
      >
        <legend>Condición frente al IVA</legend>
        {IVA_CONDITIONS.map((condition, index) => (
          <label key={condition} className="billing-form__choice">
            <input
              type="radio"
              name="ivaCondition"
              value={condition}
              // The first option carries the id the submit focuses when none is chosen.
              id={index === 0 ? id : undefined}
              checked={values.ivaCondition === condition}
              onChange={() => {
                change('ivaCondition', condition);
                touch('ivaCondition');
              }}
            />
            {IVA_CONDITION_LABELS[condition]}
          </label>
        ))}
        {error ? (
          <small id={`${id}-error`} className="billing-form__error">
            {error}
          </small>
        ) : (
          <small id={`${id}-hint`} className="billing-form__hint">
            Como figura en tu constancia de inscripción en ARCA.
          </small>
        )}
      </fieldset>
    );
  };

  return (
    <form className="billing-form" onSubmit={submit} noValidate aria-describedby={serverError ? `${formId}-server` : undefined}>
      {IDENTITY_FIELDS.map(renderField)}
      {renderIvaCondition()}
      {FIELDS_BEFORE_PROVINCE.map(renderField)}
      {renderField(PROVINCE_FIELD)}
      {FIELDS_AFTER_PROVINCE.map(renderField)}
      {serverError ? <Message id={`${formId}-server`} severity="error" text={serverError} className="billing-form__server-error" /> : null}
      <div className="billing-form__actions">
        <Button type="submit" label={submitLabel} icon="pi pi-check" loading={submitting} disabled={submitting} />
      </div>
    </form>
  );
}
