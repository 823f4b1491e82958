// Spanish labels of the sales section's enums.
import type { OrderStatus, Seller } from '../../../generated/graphql';

export const SELLER_LABELS: Record<Seller, string> = { STORE: 'Tienda', DELFI: 'Delfi' };

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  CREATED: 'Creada',
  IN_PROCESS: 'En proceso',
  APPROVED: 'Aprobada',
  REJECTED: 'Rechazada',
  CANCELLED: 'Cancelada',
  REFUNDED: 'Reembolsada',
  CHARGED_BACK: 'Contracargo',
};

export const ORDER_STATUS_SEVERITY: Record<OrderStatus, 'success' | 'info' | 'warning' | 'danger' | 'secondary'> = {
  CREATED: 'secondary',
  IN_PROCESS: 'info',
  APPROVED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'warning',
  REFUNDED: 'warning',
  CHARGED_BACK: 'danger',
};

/**
 * Mercado Pago's payment statuses (its `status` field, in English) in the admin's words; the one
 * place the order detail's payments and history read them from.
 */
const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'pendiente',
  approved: 'aprobado',
  authorized: 'autorizado',
  in_process: 'en revisión',
  in_mediation: 'en disputa',
  rejected: 'rechazado',
  cancelled: 'cancelado',
  refunded: 'reembolsado',
  charged_back: 'contracargo',
};

/** Mercado Pago's `status_detail` values the store meets, in the admin's words. */
const PAYMENT_DETAIL_LABELS: Record<string, string> = {
  accredited: 'acreditado',
  partially_refunded: 'reembolsado en parte',
  pending_contingency: 'en revisión automática',
  pending_review_manual: 'en revisión manual',
  pending_waiting_payment: 'esperando el pago',
  pending_waiting_transfer: 'esperando la transferencia',
  cc_rejected_bad_filled_card_number: 'número de tarjeta mal cargado',
  cc_rejected_bad_filled_date: 'vencimiento mal cargado',
  cc_rejected_bad_filled_other: 'datos de la tarjeta mal cargados',
  cc_rejected_bad_filled_security_code: 'código de seguridad mal cargado',
  cc_rejected_blacklist: 'tarjeta bloqueada',
  cc_rejected_call_for_authorize: 'el banco pide autorizar el pago',
  cc_rejected_card_disabled: 'tarjeta sin activar',
  cc_rejected_card_error: 'error de la tarjeta',
  cc_rejected_duplicated_payment: 'pago duplicado',
  cc_rejected_high_risk: 'rechazado por prevención de fraude',
  cc_rejected_insufficient_amount: 'fondos insuficientes',
  cc_rejected_invalid_installments: 'cuotas no válidas',
  cc_rejected_max_attempts: 'demasiados intentos',
  cc_rejected_other_reason: 'rechazado por el banco',
  expired: 'vencido',
  by_collector: 'cancelado por la tienda',
  by_payer: 'cancelado por el comprador',
  bpp_refunded: 'devuelto por la protección de compra',
  in_process: 'en trámite',
  settled: 'resuelto a favor del comprador',
  reimbursed: 'resuelto a favor de la tienda',
};

/** A Mercado Pago payment status in words; an unknown one is named as Mercado Pago's code. */
export const paymentStatusLabel = (status: string): string => PAYMENT_STATUS_LABELS[status] ?? `estado de Mercado Pago «${status}»`;

/** A Mercado Pago status detail in words; an unknown one is named as Mercado Pago's code. */
export const paymentDetailLabel = (detail: string): string => PAYMENT_DETAIL_LABELS[detail] ?? `detalle de Mercado Pago «${detail}»`;

/** Why the store closed an order or returned a payment (an order's statusReason, a refund's reason). */
export const REFUND_REASON_LABELS: Record<string, string> = {
  DUPLICATE_PAYMENT: 'pago duplicado (devuelto automáticamente)',
  ALREADY_OWNED: 'ya tenía el curso por otra compra (devuelto automáticamente)',
  ORDER_CLOSED: 'la orden ya estaba cerrada (devuelto automáticamente)',
  COUPON_EXHAUSTED: 'el cupón ya no tenía usos (devuelto automáticamente)',
  AMOUNT_MISMATCH: 'el monto o la moneda no coincidían con la compra (devuelto automáticamente)',
  CHECKOUT_EXPIRED: 'el pago venció sin completarse',
  ADMIN: 'reembolso de la tienda',
  REGRET: 'arrepentimiento del comprador',
  PAYMENT_PROVIDER_UNAVAILABLE: 'Mercado Pago no respondió al crear el pago',
};

/** Where a refund the store asked for stands at Mercado Pago, in a word (the refunds list). */
export const REFUND_STATE_TAGS: Record<string, { label: string; severity: 'success' | 'info' | 'warning' | 'danger' | 'secondary' }> = {
  REQUESTED: { label: 'Pedido', severity: 'secondary' },
  PENDING: { label: 'Pendiente', severity: 'info' },
  APPROVED: { label: 'Hecho', severity: 'success' },
  REFUSED: { label: 'Rechazado', severity: 'danger' },
  TOO_OLD: { label: 'Fuera de plazo', severity: 'danger' },
  SETTLED_BY_HAND: { label: 'Resuelto a mano', severity: 'success' },
};

/** Refunds Mercado Pago refused or no longer allows: the admin can record one as returned another way. */
export const canSettleByHand = (state: string): boolean => state === 'REFUSED' || state === 'TOO_OLD';
