// Which fiscal documents a subscription's charge has, as Mis suscripciones lists them: its Factura
// (decision 135) once it cleared, and a Nota de Crédito per refund (decision 124) — a partial
// refund's named by the charge's returned total (NOTA_CREDITO-S<charge>-P<cents>), the whole
// refund's without it. The ids are the server's own (functions/domain/fiscal-documents.ts), so the
// page knows which note it still waits for and asks again until it is issued.
import { subscriptionChargeDocumentId, subscriptionCreditDocumentId } from '../../../../../functions/domain/fiscal-documents';
import { toCents } from '../../../../../functions/domain/money';

export interface ChargeLike {
  id: string;
  state: string;
  refundedAmount: number;
}

/** A listed document of the member's (myInvoices' row). */
export interface DocumentLike {
  orderId: string;
  document: string;
}

const invoiced = (charge: ChargeLike) => charge.state === 'CLEARED' || charge.state === 'REFUNDED';

/** The documents a charge should have by now: its Factura and, after a refund, the latest refund's note. */
export function documentsExpected(charge: ChargeLike): string[] {
  if (!invoiced(charge)) return [];
  const expected = [subscriptionChargeDocumentId(charge.id)];
  if (charge.state === 'REFUNDED') expected.push(subscriptionCreditDocumentId(charge.id, null));
  else if (toCents(charge.refundedAmount) > 0) expected.push(subscriptionCreditDocumentId(charge.id, toCents(charge.refundedAmount)));
  return expected;
}

/** Whether a refund of this charge owes a Nota de Crédito (one was or will be issued). */
export const creditNoteOwed = (charge: ChargeLike): boolean => invoiced(charge) && toCents(charge.refundedAmount) > 0;

/** Order of a charge's notes: partial ones by the returned total, the whole refund's last. */
const noteRank = (document: string): number => {
  const partial = /-P(\d+)$/.exec(document);
  return partial ? Number(partial[1]) : Number.POSITIVE_INFINITY;
};

/** A charge's Notas de Crédito among the member's documents, in the order they were issued. */
export function creditNotesAmong<Listed extends DocumentLike>(
  documents: readonly Listed[],
  subscriptionId: string,
  chargeId: string,
): Listed[] {
  const whole = subscriptionCreditDocumentId(chargeId, null);
  return documents
    .filter((listed) => listed.orderId === subscriptionId && (listed.document === whole || listed.document.startsWith(`${whole}-P`)))
    .sort((a, b) => noteRank(a.document) - noteRank(b.document));
}
