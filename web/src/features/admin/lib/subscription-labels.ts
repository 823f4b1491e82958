// How a subscription's charges read to the admin, in Spanish (its status reads as the member's
// does: lib/subscription-status-labels.ts).
/** A charge's state (the API's SCHEDULED, RETRYING, CLEARED, FAILED, CANCELLED, REFUNDED). */
export function chargeStateLabel(charge: { state: string; refundedAmount: number }): string {
  switch (charge.state) {
    case 'CLEARED':
      return charge.refundedAmount > 0 ? 'Cobrado, reembolsado en parte' : 'Cobrado';
    case 'REFUNDED':
      return 'Reembolsado';
    case 'RETRYING':
      return 'Rechazado, Mercado Pago reintenta';
    case 'FAILED':
      return 'Rechazado';
    case 'SCHEDULED':
      return 'Programado';
    case 'CANCELLED':
      return 'Cancelado';
    default:
      return charge.state;
  }
}
