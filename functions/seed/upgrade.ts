// Brings records written by earlier versions of the store to the shape the code reads now. Runs
// where the seed runs (every local start, `npm run seed` against a stage): idempotent, it touches
// only records still in an old shape, so running it again changes nothing.
import type { TableContext } from '../data/dynamo-client';
import { createCouponsRepository } from '../data/coupons-repository';
import { createItemChangesRepository } from '../data/item-changes-repository';
import { createPaymentSweepRepository } from '../data/payment-sweep-repository';
import { createPlanningUsersRepository } from '../data/planning-users-repository';
import { createSubscriptionOffersRepository } from '../data/subscription-offers-repository';

export interface UpgradeResult {
  /** Payment sweep entries put on GSI1 by their due time (entries written before that index). */
  sweepEntriesIndexed: number;
  /** `FEATURED` and `OFFERS` pointers given to items written before them (the seed's included). */
  itemPointersCreated: number;
  /** Pointers given to e-mail memberships written before them (the sign-up links through them). */
  emailMembershipPointersCreated: number;
  /** Seeded coupons made once per buyer where they were written before that term (the welcome coupon). */
  couponsMadeOncePerBuyer: number;
  /** Plannings given the copy of their subscription offer their card reads (offers saved before decision 161). */
  itemsGivenMonthlyOffer: number;
}

/** Seeded coupons that are once per buyer (functions/seed/coupons.ts), for stores seeded before the term. */
const ONCE_PER_BUYER_SEEDED_COUPONS = ['BIENVENIDA15'];

export async function upgradeStoredData(ctx: TableContext): Promise<UpgradeResult> {
  return {
    sweepEntriesIndexed: await createPaymentSweepRepository(ctx).indexUnindexedEntries(),
    itemPointersCreated: await createItemChangesRepository(ctx).addMissingPointers(),
    emailMembershipPointersCreated: await createPlanningUsersRepository(ctx).addMissingEmailPointers(),
    couponsMadeOncePerBuyer: await makeSeededCouponsOncePerBuyer(ctx),
    itemsGivenMonthlyOffer: await createSubscriptionOffersRepository(ctx).copyOffersToItems(),
  };
}

async function makeSeededCouponsOncePerBuyer(ctx: TableContext): Promise<number> {
  const coupons = createCouponsRepository(ctx);
  let changed = 0;
  for (const code of ONCE_PER_BUYER_SEEDED_COUPONS) if (await coupons.makeOncePerBuyerIfUnset(code)) changed += 1;
  return changed;
}
