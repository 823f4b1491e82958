// The contact form's validation: the server's own schema (functions/domain/contact-message.ts),
// so the form rejects exactly what sendContactMessage would, with the same Spanish messages.
import { contactMessageSchema, type ContactMessageFields } from '../../../../functions/domain/contact-message';

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
  const errors: ContactFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isContactField(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const isContactField = (value: string): value is ContactField => (CONTACT_FIELDS as readonly string[]).includes(value);
