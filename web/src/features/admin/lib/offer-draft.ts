// An item's offer as the editor holds it while the admin types: a switch, the price and the window
// as picked in the calendar (the store's wall-clock time, stored as ISO with -03:00). Turned into
// the API's offer here; the shared item rules (functions/domain/item-input.ts: below the price,
// at least 1 ARS and 10 %, the end after the start) then run on the whole input, as on the server.
import { pickerDateOf, storeDateTimeOfPicked } from '../../../../../functions/domain/store-clock';
import type { OfferInput } from '../../../generated/graphql';

export interface OfferDraft {
  hasOffer: boolean;
  offerPrice: number | null;
  offerFrom: Date | null;
  offerTo: Date | null;
}

export const offerDraftOf = (offer: OfferInput | null | undefined): OfferDraft => ({
  hasOffer: offer !== null && offer !== undefined,
  offerPrice: offer?.price ?? null,
  offerFrom: offer ? pickerDateOf(offer.validDateTimeFrom) : null,
  offerTo: offer ? pickerDateOf(offer.validDateTimeTo) : null,
});

/** The offer for the API (null: no offer), or what is missing, by the input's field names. */
export function offerOfDraft(draft: OfferDraft): { offer: OfferInput | null } | { errors: Record<string, string> } {
  if (!draft.hasOffer) return { offer: null };
  const errors: Record<string, string> = {};
  if (draft.offerPrice === null) errors['offer.price'] = 'Ingresá el precio de la oferta.';
  if (!draft.offerFrom) errors['offer.validDateTimeFrom'] = 'Elegí desde cuándo vale la oferta.';
  if (!draft.offerTo) errors['offer.validDateTimeTo'] = 'Elegí hasta cuándo vale la oferta.';
  if (Object.keys(errors).length > 0 || draft.offerPrice === null || !draft.offerFrom || !draft.offerTo) return { errors };
  return {
    offer: {
      price: draft.offerPrice,
      validDateTimeFrom: storeDateTimeOfPicked(draft.offerFrom),
      validDateTimeTo: storeDateTimeOfPicked(draft.offerTo),
    },
  };
}
