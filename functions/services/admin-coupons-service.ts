// The admin's coupons: list, create (unique code), edit and disable. `uses` is read-only here:
// only the transaction that approves an order counts a use.
// Flow: handler → this service → coupons and items repositories.
import { AppError, notFound } from '../domain/errors';
import { couponInputSchema, maxUsesBelowUsesMessage, type CouponInputValues, type CouponRequest } from '../domain/coupon-input';
import type { Coupon } from '../domain/coupons';
import { parseInput } from '../domain/validation';
import type { Viewer } from '../domain/viewer';
import type { CouponsRepository } from '../data/coupons-repository';
import type { ItemsRepository } from '../data/items-repository';
import { requireAdmin } from './admin-guard';

export interface AdminCouponsDependencies {
  coupons: CouponsRepository;
  items: ItemsRepository;
  now: () => Date;
}

const couponNotFound = (code: string): AppError => notFound(`No existe el cupón "${code}".`);

export function createAdminCouponsService({ coupons, items, now }: AdminCouponsDependencies) {
  /** Every item a coupon names must exist, so a typo never makes a coupon that applies to nothing. */
  async function requireKnownItems(values: CouponInputValues): Promise<void> {
    if (values.itemIds.length === 0) return;
    const known = new Set((await items.list()).map((item) => item.id));
    const unknown = values.itemIds.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      const message = `Estos productos no existen: ${unknown.join(', ')}.`;
      throw new AppError('ValidationError', `Revisá los datos: ${message}`, { itemIds: message });
    }
  }

  return {
    async listCoupons(viewer: Viewer): Promise<Coupon[]> {
      requireAdmin(viewer);
      return (await coupons.list()).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
    },

    async createCoupon(viewer: Viewer, input: CouponRequest): Promise<Coupon> {
      requireAdmin(viewer);
      const values = parseInput(couponInputSchema, input);
      await requireKnownItems(values);
      const coupon: Coupon = { ...values, oncePerBuyer: values.oncePerBuyer ?? false, uses: 0, createdAt: now().toISOString() };
      if (!(await coupons.createIfMissing(coupon))) {
        throw new AppError('Conflict', `Ya existe un cupón con el código "${coupon.code}".`, {
          code: 'Ya existe un cupón con este código.',
        });
      }
      return coupon;
    },

    async updateCoupon(viewer: Viewer, input: CouponRequest): Promise<Coupon> {
      requireAdmin(viewer);
      const values = parseInput(couponInputSchema, input);
      const current = await coupons.get(values.code);
      if (!current) throw couponNotFound(values.code);
      const belowUses = (uses: number) =>
        new AppError('ValidationError', `Revisá los datos: ${maxUsesBelowUsesMessage(uses)}`, {
          maxUses: maxUsesBelowUsesMessage(uses),
        });
      if (values.maxUses < current.uses) throw belowUses(current.uses);
      await requireKnownItems(values);
      const updated = await coupons.updateTerms({ ...values, oncePerBuyer: values.oncePerBuyer ?? current.oncePerBuyer });
      if (updated) return updated;
      // The condition failed: either a purchase counted uses past the new maximum meanwhile, or
      // the coupon is gone.
      const latest = await coupons.get(values.code);
      if (!latest) throw couponNotFound(values.code);
      throw belowUses(latest.uses);
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type AdminCouponsService = ReturnType<typeof createAdminCouponsService>;
