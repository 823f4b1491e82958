// What the buyer is told about an order the payment provider updated: the spec's wording word for
// word ('Tu compra del curso "{name}" fue aprobada'), its lifetimes and the "Inicia el curso" link.
import type { ItemType, OrderStatus } from '../../generated/graphql';
import { routes } from '../../lib/paths';

/** An order as updateOrdersWithPaymentProvider reports it in `data.updateOrder`. */
export interface UpdatedOrder {
  id: string;
  status: OrderStatus;
  item: { id: string; type: ItemType; name: string };
}

/** Structurally the notice that the app's toast (useNotices().show) accepts. */
export interface OrderNotice {
  severity: 'success' | 'info' | 'warn' | 'error';
  summary: string;
  life: number;
  link?: { to: string; label: string };
}

const NOTICE_LIFE_MS = 3000;
const APPROVED_COURSE_NOTICE_LIFE_MS = 5000;

const outcome: Record<OrderStatus, { severity: OrderNotice['severity']; words: string }> = {
  CREATED: { severity: 'info', words: 'será procesada' },
  IN_PROCESS: { severity: 'info', words: 'está pendiente' },
  APPROVED: { severity: 'success', words: 'fue aprobada' },
  REJECTED: { severity: 'error', words: 'fue rechazada' },
  CANCELLED: { severity: 'warn', words: 'fue cancelada' },
  REFUNDED: { severity: 'warn', words: 'fue reembolsada' },
  CHARGED_BACK: { severity: 'warn', words: 'tuvo un contracargo' },
};

// The spec's "any other" status falls to the cancelled warning.
const fallback = outcome.CANCELLED;

export function orderNotice(order: UpdatedOrder): OrderNotice {
  const { severity, words } = outcome[order.status] ?? fallback;
  const what = order.item.type === 'COURSE' ? 'del curso' : 'de la planificación';
  const summary = `Tu compra ${what} "${order.item.name}" ${words}`;
  if (order.status === 'APPROVED' && order.item.type === 'COURSE') {
    return {
      severity,
      summary,
      life: APPROVED_COURSE_NOTICE_LIFE_MS,
      link: { to: routes.courseLessons.to({ courseId: order.item.id }), label: 'Inicia el curso' },
    };
  }
  return { severity, summary, life: NOTICE_LIFE_MS };
}
