// The contact form: checked field by field with the server's rules before sending, each error
// next to its field and announced; a server error is shown above the button in Spanish.
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useRef, useState, type FormEvent } from 'react';
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
    invalid: Boolean(errors[field]),
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

  return (
    <form ref={form} className="contact-form" noValidate onSubmit={submit} aria-label="Formulario de contacto">
      <div className="form-row">
        <div className="form-field">
          <label htmlFor="contact-name">{LABELS.name}</label>
          <InputText {...fieldProps('name')} autoComplete="name" onChange={(e) => change('name', e.target.value)} />
          {fieldError('name')}
        </div>
        <div className="form-field">
          <label htmlFor="contact-email">{LABELS.email}</label>
          <InputText
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
        <InputText {...fieldProps('subject')} onChange={(e) => change('subject', e.target.value)} />
        {fieldError('subject')}
      </div>
      <div className="form-field">
        <label htmlFor="contact-message">{LABELS.message}</label>
        <InputTextarea {...fieldProps('message')} rows={6} autoResize onChange={(e) => change('message', e.target.value)} />
        {fieldError('message')}
      </div>
      {serverError ? (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" label={sending ? 'Enviando…' : 'Enviar mensaje'} icon="pi pi-send" loading={sending} />
    </form>
  );
}
