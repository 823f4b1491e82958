// The contact page: store the message, then tell the store by e-mail. The message is kept even
// if the e-mail fails, so nothing a visitor wrote is lost.
import { randomUUID } from 'node:crypto';
import type { ContactMessageInput, ContactReceipt } from '../generated/graphql';
import type { Viewer } from '../domain/viewer';
import { parseInput } from '../domain/validation';
import type { ContactRepository } from '../data/contact-repository';
import type { Mailer } from '../mail/mailer';
import { contactMessageSchema } from '../domain/contact-message';

export interface ContactDependencies {
  contact: ContactRepository;
  mailer: Mailer;
  storeEmail: string;
  now: () => Date;
  logError: (message: string, error: unknown) => void;
}

export function createContactService(deps: ContactDependencies) {
  return {
    async sendContactMessage(viewer: Viewer, input: ContactMessageInput): Promise<ContactReceipt> {
      const fields = parseInput(contactMessageSchema, input);
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

/** @public The service's API, for whoever wires it (handlers, tests). */
export type ContactService = ReturnType<typeof createContactService>;
