// Each seller's coach address (decision 159), set by the admin: the members' messages and comments
// on a planning that seller sells reach it, and the coach's e-mails to those members carry it as
// Reply-To. Admins only (schema directive, then requireAdmin here); bad input writes nothing.
import * as z from 'zod/mini';
import { AppError } from '../domain/errors';
import { emailSchema } from '../domain/input-schemas';
import type { SellerCoachEmail } from '../domain/planning-thread';
import { SELLERS } from '../domain/seller';
import { parseInput } from '../domain/validation';
import type { Viewer } from '../domain/viewer';
import type { SellerCoachContactsRepository } from '../data/seller-coach-contacts-repository';
import { requireAdmin } from './admin-guard';

const sellerCoachEmailSchema = z.object({ email: emailSchema });

export function createSellerCoachContactsService(deps: { sellerCoachContacts: SellerCoachContactsRepository; now: () => Date }) {
  return {
    async sellerCoachEmails(viewer: Viewer): Promise<SellerCoachEmail[]> {
      requireAdmin(viewer);
      const contacts = await Promise.all(SELLERS.map((seller) => deps.sellerCoachContacts.get(seller)));
      return SELLERS.map((seller, index) => ({
        seller,
        email: contacts[index]?.email ?? null,
        updatedAt: contacts[index]?.updatedAt ?? null,
      }));
    },

    async saveSellerCoachEmail(viewer: Viewer, seller: string, email: string): Promise<SellerCoachEmail> {
      requireAdmin(viewer);
      const known = SELLERS.find((candidate) => candidate === seller);
      if (!known) throw new AppError('ValidationError', 'Revisá los datos: ese vendedor no existe.', { seller: 'Elegí un vendedor.' });
      const { email: address } = parseInput(sellerCoachEmailSchema, { email });
      const contact = { seller: known, email: address, updatedAt: deps.now().toISOString() };
      await deps.sellerCoachContacts.save(contact);
      return contact;
    },
  };
}
