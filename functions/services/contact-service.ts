// The contact page: store the message, then tell the store by e-mail. The message is kept even
// if the e-mail fails, so nothing a visitor wrote is lost.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ContactMessageInput, ContactReceipt } from '../generated/graphql';
import type { Viewer } from '../domain/viewer';
import { parseInput } from '../domain/validation';
import type { ContactRepository } from '../data/contact-repository';
import type { Mailer } from '../mail/mailer';
import { emailSchema } from '../domain/input-schemas';

export interface ContactDependencies {
  contact: ContactRepository;
  mailer: Mailer;
  storeEmail: string;
  now: () => Date;
  logError: (message: string, error: unknown) => void;
}

const contactSchema = z.object({
  name: z.string().trim().min(2, 'Ingresá tu nombre.').max(80, 'El nombre no puede superar los 80 caracteres.'),
  email: emailSchema,
  subject: z.string().trim().min(3, 'Ingresá un asunto.').max(120, 'El asunto no puede superar los 120 caracteres.'),
  message: z.string().trim().min(10, 'El mensaje debe tener al menos 10 caracteres.').max(4000, 'El mensaje no puede superar los 4000 caracteres.'),
});

export function createContactService(deps: ContactDependencies) {
  return {
    async sendContactMessage(viewer: Viewer, input: ContactMessageInput): Promise<ContactReceipt> {
      const fields = parseInput(contactSchema, input);
      const receipt = { id: randomUUID(), receivedAt: deps.now().toISOString() };
      await deps.contact.add({
        ...fields,
        ...receipt,
        userId: viewer.kind === 'user' ? viewer.userId : null,
      });
      try {
        await deps.mailer.send({
          to: deps.storeEmail,
          replyTo: fields.email,
          subject: `Consulta web: ${fields.subject}`,
          text: `${fields.name} <${fields.email}> escribió:\n\n${fields.message}`,
        });
      } catch (error) {
        deps.logError('contact e-mail not sent; the message is stored', error);
      }
      return receipt;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
