// The steps from choosing a planning to training with it, and which one a person is at, from what
// the store knows about her: signed in or not, a billing address saved or not, this planning
// already bought (an approved order) or not.

export const PURCHASE_STEPS = [
  'Elegí la planificación',
  'Creá tu cuenta',
  'Datos de facturación',
  'Pagá con Mercado Pago',
  'Empezá tu primera semana',
] as const;

export type JourneyStage =
  /** Still finding out (session or the buyer's data loading): no step is highlighted yet. */
  { kind: 'unknown' } | { kind: 'visitor' } | { kind: 'needs-billing' } | { kind: 'ready-to-pay' } | { kind: 'bought' };

export interface JourneyFacts {
  session: 'loading' | 'signed-out' | 'signed-in';
  /** undefined while loading or when it could not be read. */
  hasBillingAddress: boolean | undefined;
  hasBoughtPlanning: boolean | undefined;
}

export function journeyStage(facts: JourneyFacts): JourneyStage {
  if (facts.session === 'loading') return { kind: 'unknown' };
  if (facts.session === 'signed-out') return { kind: 'visitor' };
  // A purchase outranks a missing address: someone who bought is done whatever else is missing.
  if (facts.hasBoughtPlanning === true) return { kind: 'bought' };
  if (facts.hasBoughtPlanning === undefined || facts.hasBillingAddress === undefined) return { kind: 'unknown' };
  return facts.hasBillingAddress ? { kind: 'ready-to-pay' } : { kind: 'needs-billing' };
}

/** The index (0-based) of the highlighted step, or -1 for none. A visitor is choosing (step 1). */
export function activeStepIndex(stage: JourneyStage): number {
  switch (stage.kind) {
    case 'unknown':
      return -1;
    case 'visitor':
      return 0;
    case 'needs-billing':
      return 2;
    case 'ready-to-pay':
      return 3;
    case 'bought':
      return 4;
  }
}

export interface OrderOfItem {
  status: string;
  item: { id: string };
}

export const hasApprovedOrderOf = (orders: OrderOfItem[], itemId: string): boolean =>
  orders.some((order) => order.status === 'APPROVED' && order.item.id === itemId);
