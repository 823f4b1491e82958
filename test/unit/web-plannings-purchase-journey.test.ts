// The step of "Elegí → cuenta → facturación → pago → primera semana" a person is at on a planning
// page, from her session, her billing addresses and her orders.
import { describe, expect, it } from 'vitest';
import {
  activeStepIndex,
  hasApprovedOrderOf,
  journeyStage,
  PURCHASE_STEPS,
} from '../../web/src/features/plannings/domain/purchase-journey';

const stepOf = (facts: Parameters<typeof journeyStage>[0]) => PURCHASE_STEPS[activeStepIndex(journeyStage(facts))];

describe('purchase journey of a planning', () => {
  it('lists the five steps in order', () => {
    expect(PURCHASE_STEPS).toEqual([
      'Elegí la planificación',
      'Creá tu cuenta',
      'Datos de facturación',
      'Pagá con Mercado Pago',
      'Empezá tu primera semana',
    ]);
  });

  it('a visitor is choosing', () => {
    expect(stepOf({ session: 'signed-out', hasBillingAddress: undefined, hasBoughtPlanning: undefined })).toBe('Elegí la planificación');
  });

  it('a signed-in buyer without a billing address is at the billing step, with one at paying', () => {
    expect(stepOf({ session: 'signed-in', hasBillingAddress: false, hasBoughtPlanning: false })).toBe('Datos de facturación');
    expect(stepOf({ session: 'signed-in', hasBillingAddress: true, hasBoughtPlanning: false })).toBe('Pagá con Mercado Pago');
  });

  it('a buyer who bought it is at the last step, address or not', () => {
    expect(journeyStage({ session: 'signed-in', hasBillingAddress: true, hasBoughtPlanning: true })).toEqual({ kind: 'bought' });
    expect(stepOf({ session: 'signed-in', hasBillingAddress: undefined, hasBoughtPlanning: true })).toBe('Empezá tu primera semana');
  });

  it('highlights no step while the session or the buyer data is still loading', () => {
    expect(activeStepIndex(journeyStage({ session: 'loading', hasBillingAddress: undefined, hasBoughtPlanning: undefined }))).toBe(-1);
    expect(activeStepIndex(journeyStage({ session: 'signed-in', hasBillingAddress: true, hasBoughtPlanning: undefined }))).toBe(-1);
    expect(activeStepIndex(journeyStage({ session: 'signed-in', hasBillingAddress: undefined, hasBoughtPlanning: false }))).toBe(-1);
  });

  it('counts only an APPROVED order of this same planning as bought', () => {
    const orders = [
      { status: 'CREATED', item: { id: 'planning-3' } },
      { status: 'REJECTED', item: { id: 'planning-3' } },
      { status: 'APPROVED', item: { id: 'planning-4' } },
    ];
    expect(hasApprovedOrderOf(orders, 'planning-3')).toBe(false);
    expect(hasApprovedOrderOf([...orders, { status: 'APPROVED', item: { id: 'planning-3' } }], 'planning-3')).toBe(true);
  });
});
