// Spanish labels of the sales section's enums.
import type { ChargebackStage, OrderStatus, PaymentState, Seller } from '../../../generated/graphql';

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
 * A payment's state (the store's words, schema.graphql's PaymentState) in the admin's words; the
 * one place the order detail's payments and history read them from.
 */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  PENDING: 'pendiente',
  APPROVED: 'aprobado',
  REJECTED: 'rechazado',
  CANCELLED: 'cancelado',
  REFUNDED: 'reembolsado',
  CHARGED_BACK: 'contracargo',
  IN_DISPUTE: 'en disputa',
  UNKNOWN: 'en un estado que la tienda no conoce',
};

/** Where a chargeback stands, in the admin's words. */
export const CHARGEBACK_STAGE_LABELS: Record<ChargebackStage, string> = {
  OPEN: 'en trámite',
  LOST: 'resuelto a favor del comprador',
  WON: 'resuelto a favor de la tienda',
};

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
