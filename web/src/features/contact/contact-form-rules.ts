// The contact form's validation: the server's own schema (functions/domain/contact-message.ts),
// so the form rejects exactly what sendContactMessage would, with the same Spanish messages.
import { contactMessageSchema, type ContactMessageFields } from '../../../../functions/domain/contact-message';
import { fieldErrors } from '../../../../functions/domain/validation';

export type { ContactMessageFields };
export type ContactField = keyof ContactMessageFields;
export type ContactFormValues = Record<ContactField, string>;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', subject: '', message: '' };

export function validateContactForm(
  values: ContactFormValues,
): { ok: true; message: ContactMessageFields } | { ok: false; errors: ContactFormErrors } {
  const result = contactMessageSchema.safeParse(values);
  if (result.success) return { ok: true, message: result.data };
  return { ok: false, errors: fieldErrors(result.error, CONTACT_FIELDS) };
}
