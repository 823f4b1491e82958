// The rules of a contact message, with the Spanish message of each field. Pure (zod only) so the
// server's sendContactMessage and the web's contact form validate with the very same schema.
import * as z from 'zod/mini';
import { emailSchema } from './input-schemas';

export const contactMessageSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, 'Ingresá tu nombre.'), z.maxLength(80, 'El nombre no puede superar los 80 caracteres.')),
  email: emailSchema,
  subject: z
    .string()
    .check(z.trim(), z.minLength(3, 'Ingresá un asunto.'), z.maxLength(120, 'El asunto no puede superar los 120 caracteres.')),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, 'El mensaje debe tener al menos 10 caracteres.'),
      z.maxLength(4000, 'El mensaje no puede superar los 4000 caracteres.'),
    ),
});

export type ContactMessageFields = z.infer<typeof contactMessageSchema>;

/**
 * How many messages the store accepts within one window, per sender e-mail and per client address
 * (checked together: a refused message counts for neither). A person writes once or twice; a
 * script posting in a loop is stopped after a few e-mails to the store's inbox.
 */
export const CONTACT_RATE_LIMITS = { windowSeconds: 3600, perEmail: 3, perAddress: 10 } as const;

export const CONTACT_RATE_LIMITED_MESSAGE =
  'Ya recibimos varios mensajes tuyos en la última hora. Te vamos a responder pronto; si necesitás agregar algo, escribinos más tarde.';

/** The contact form as it arrives, before contactMessageSchema checks it. */
export interface ContactMessageRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** What the sender gets: the message's id and when it was received. */
export interface ContactReceipt {
  id: string;
  receivedAt: string;
}
