// The contact form: checked field by field with the server's rules before sending, each error
// next to its field and announced; a server error is shown above the button in Spanish.
// It is part of a published page, drawn before its code runs: the fields take typing at once and
// keep it through hydration (their values are read back from the page when the app goes live),
// while the submit button stays disabled, saying so, until the app can send. A native submit
// (a GET with the message in the address) can never happen. Plain inputs with PrimeReact's theme
// classes: the page does not load PrimeReact's components for three fields and a button.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIsLive } from '../../../lib/use-live';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT_FORM,
  validateContactForm,
  type ContactField,
  type ContactMessageFields,
  type ContactFormErrors,
  type ContactFormValues,
} from '../contact-form-rules';

const LABELS: Record<ContactField, string> = {
  name: 'Nombre',
  email: 'E-mail',
  subject: 'Asunto',
  message: 'Mensaje',
};

/** What the visitor typed into the published page's fields before the app was live. */
function typedBeforeLive(form: HTMLFormElement | null): Partial<ContactFormValues> {
  const typed: Partial<ContactFormValues> = {};
  for (const field of CONTACT_FIELDS) {
    const element = form?.elements.namedItem(field);
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value !== '') {
      typed[field] = element.value;
    }
  }
  return typed;
}

export function ContactForm({
  onSend,
  sending,
  serverError,
}: {
  onSend: (message: ContactMessageFields) => void;
  sending: boolean;
  serverError: string | null;
}) {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const live = useIsLive();

  // Hydration leaves what the visitor typed in the fields but not in the state: take it in once.
  useEffect(() => {
    const typed = typedBeforeLive(form.current);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);

  const change = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing so the person sees each one go away.
    if (submitted) {
      const result = validateContactForm(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validateContactForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      const firstInvalid = CONTACT_FIELDS.find((field) => result.errors[field]);
      if (firstInvalid) form.current?.querySelector<HTMLElement>(`#contact-${firstInvalid}`)?.focus();
      return;
    }
    setErrors({});
    onSend(result.message);
  };

  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    className: `p-inputtext p-component${errors[field] ? ' p-invalid' : ''}`,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
    disabled: sending,
  });

  const fieldError = (field: ContactField) =>
    errors[field] ? (
      <small id={`contact-${field}-error`} className="form-field__error">
        {errors[field]}
      </small>
    ) : null;

  const label = !live ? 'Preparando el formulario…' : sending ? 'Enviando…' : 'Enviar mensaje';
  const icon = !live || sending ? 'pi pi-spin pi-spinner' : 'pi pi-send';
  return (
    // method="post": were it ever submitted natively, the message would not end up in an address.
    <form ref={form} className="contact-form" method="post" noValidate onSubmit={submit} aria-label="Formulario de contacto">
      <div className="form-row">
        <div className="form-field">
          <label htmlFor="contact-name">{LABELS.name}</label>
          <input {...fieldProps('name')} autoComplete="name" onChange={(e) => change('name', e.target.value)} />
          {fieldError('name')}
        </div>
        <div className="form-field">
          <label htmlFor="contact-email">{LABELS.email}</label>
          <input
            {...fieldProps('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            onChange={(e) => change('email', e.target.value)}
          />
          {fieldError('email')}
        </div>
      </div>
      <div className="form-field">
        <label htmlFor="contact-subject">{LABELS.subject}</label>
        <input {...fieldProps('subject')} onChange={(e) => change('subject', e.target.value)} />
        {fieldError('subject')}
      </div>
      <div className="form-field">
        <label htmlFor="contact-message">{LABELS.message}</label>
        <textarea
          {...fieldProps('message')}
          className={`p-inputtextarea ${fieldProps('message').className}`}
          rows={6}
          onChange={(e) => change('message', e.target.value)}
        />
        {fieldError('message')}
      </div>
      {serverError ? (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <button
        type="submit"
        className="p-button p-component"
        disabled={!live || sending}
        aria-busy={!live || sending}
        data-testid="contact-submit"
      >
        <span className={`p-button-icon p-button-icon-left ${icon}`} aria-hidden="true" />
        <span className="p-button-label">{label}</span>
      </button>
    </form>
  );
}
