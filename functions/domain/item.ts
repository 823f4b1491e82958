// The catalogue item: a course or a planning, as the store sells it — its page, its price and
// offer, its picture, where it stands in its life (item-publication.ts), and for a planning its
// phases and competitions. The domain's own types: the schema's `Item` has the same shape today,
// so the handlers hand these to GraphQL as they are (TypeScript checks the two stay assignable);
// the day they differ, the handler maps them.
import type { EvaluationKindName } from './course-evaluation';
import type { Seller } from './seller';
import type { PlanningSale } from './subscription-offer';

export type ItemType = 'COURSE' | 'PLANNING';

/** A DRAFT is never shown to visitors; a PUBLISHED item is shown while enabled; ARCHIVED is hidden for good. */
export type ItemStatus = 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';

/** A price that applies from `validDateTimeFrom` (inclusive) to `validDateTimeTo` (exclusive), ISO date-times. */
export interface Offer {
  price: number;
  validDateTimeFrom: string;
  validDateTimeTo: string;
}

/** An uploaded picture: its variants at `<baseUrl>/<width>.webp|jpg`, and the sharing image. */
export interface ItemPicture {
  baseUrl: string;
  shareImage: string;
  widths: number[];
}

/** A stretch of a planning's weeks. */
export interface PlanningPhase {
  name: string;
  description: string;
  startWeek: number;
  endWeek: number;
}

/** A competition a planning prepares for (its date an ISO calendar date). */
export interface Competition {
  name: string;
  date: string;
  location: string;
}

/**
 * How a planning is sold by the month, as its card shows it (issue 39, decision 161): the offer's
 * sale and price, kept on the item by the offer's save. Null: a course, or a planning sold once only.
 */
export interface ItemMonthlyOffer {
  /** MONTHLY (only) or BOTH; never ONCE (that is no monthly offer: null). */
  sale: PlanningSale;
  /** Charged each month, ARS. */
  monthlyPrice: number;
}

export interface Item {
  id: string;
  type: ItemType;
  name: string;
  /** One line for cards. */
  summary: string;
  /** Paragraphs for the item page (plain text, blank-line separated). */
  description: string;
  highlights: string[];
  level: string;
  coachName: string;
  coachBio: string;
  /** The illustration shown without a picture (or the picture's first variant). */
  imageSource: string;
  picture: ItemPicture | null;
  /** Full price in ARS. */
  price: number;
  offer: Offer | null;
  /** Sold by the month (only, or besides once); null when sold once only. */
  monthlyOffer: ItemMonthlyOffer | null;
  seller: Seller;
  status: ItemStatus;
  isEnabled: boolean;
  isFeatured: boolean;
  /** A planning's length in weeks; for a course, its plan's if it has one. */
  durationWeeks: number | null;
  /** A course's workload in hours, as its certificate states it. */
  courseHours: number | null;
  /** A course's final evaluation, besides its lessons; null when it has none. */
  finalEvaluation: EvaluationKindName | null;
  phases: PlanningPhase[];
  competitions: Competition[];
  /** Changes with every saved syllabus, so two admins' edits never overwrite each other. */
  programVersion: number;
}

/** A page of the catalogue; `nextToken` continues it (null on the last page). */
export interface ItemPage {
  items: Item[];
  nextToken: string | null;
}

/** An item a buyer owns (the entitlement an approved order granted). */
export interface InventoryEntry {
  itemId: string;
  itemType: ItemType;
  name: string;
  acquiredAt: string;
  orderId: string | null;
}
