// The rules of a contact message, with the Spanish message of each field. Pure (zod only) so the
// server's sendContactMessage and the web's contact form validate with the very same schema.
import * as z from 'zod';
import { emailSchema } from './input-schemas';

export const contactMessageSchema = z.object({
  name: z.string().trim().min(2, 'Ingresá tu nombre.').max(80, 'El nombre no puede superar los 80 caracteres.'),
  email: emailSchema,
  subject: z.string().trim().min(3, 'Ingresá un asunto.').max(120, 'El asunto no puede superar los 120 caracteres.'),
  message: z.string().trim().min(10, 'El mensaje debe tener al menos 10 caracteres.').max(4000, 'El mensaje no puede superar los 4000 caracteres.'),
});

export type ContactMessageFields = z.infer<typeof contactMessageSchema>;
