// The contact page: store the message, then tell the store by e-mail. The message is kept even
// if the e-mail fails, so nothing a visitor wrote is lost. Messages are limited per sender e-mail
// and per client address (domain/contact-message.ts), counted before anything is stored or sent.
import { randomUUID } from 'node:crypto';
import type { Viewer } from '../domain/viewer';
import { parseInput } from '../domain/validation';
import { AppError } from '../domain/errors';
import type { ContactRepository } from '../data/contact-repository';
import type { RateLimitsRepository } from '../data/rate-limits-repository';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/mail-template';
import {
  CONTACT_RATE_LIMITED_MESSAGE,
  CONTACT_RATE_LIMITS,
  contactMessageSchema,
  type ContactMessageRequest,
  type ContactReceipt,
} from '../domain/contact-message';

export interface ContactDependencies {
  contact: ContactRepository;
  rateLimits: RateLimitsRepository;
  mailer: Mailer;
  storeEmail: string;
  storeName: string;
  now: () => Date;
  logError: (message: string, error: unknown) => void;
}

export function createContactService(deps: ContactDependencies) {
  return {
    /** `clientAddress`: the caller's IP as the API saw it (null when unknown: only the e-mail counts). */
    async sendContactMessage(viewer: Viewer, input: ContactMessageRequest, clientAddress: string | null): Promise<ContactReceipt> {
      const fields = parseInput(contactMessageSchema, input);
      const verdict = await deps.rateLimits.take(
        [
          { scope: 'contact-email', key: fields.email, limit: CONTACT_RATE_LIMITS.perEmail },
          ...(clientAddress ? [{ scope: 'contact-address', key: clientAddress, limit: CONTACT_RATE_LIMITS.perAddress }] : []),
        ],
        deps.now(),
        CONTACT_RATE_LIMITS.windowSeconds,
      );
      if (!verdict.allowed) throw new AppError('TooManyRequests', CONTACT_RATE_LIMITED_MESSAGE);
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
          ...renderMail(
            { name: deps.storeName },
            {
              greeting: 'Consulta desde la web',
              footer: 'Mensaje del formulario de contacto · respondé este e-mail para contestarle',
              blocks: [
                {
                  kind: 'facts',
                  rows: [
                    ['De', `${fields.name} <${fields.email}>`],
                    ['Asunto', fields.subject],
                  ],
                },
                { kind: 'paragraph', text: fields.message },
              ],
            },
          ),
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
