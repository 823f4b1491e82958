// Botón de arrepentimiento: a buyer revokes a purchase within 10 days, signed in or not (order
// number + the purchase's e-mail). The request is registered once per order, a tracking code is
// shown and e-mailed at once, and the store is told; the admin refunds it in one action
// (payments/order-refunds.ts). Outside the period: a clear Spanish answer and the contact route.
import * as z from 'zod/mini';
import type { RegretReceipt, RegretRequest, RegretRequestInput } from '../generated/graphql';
import { AppError, notFound } from '../domain/errors';
import { isWithinRegretPeriod, newTrackingCode, REGRET_DAYS } from '../domain/regret';
import { parseInput } from '../domain/validation';
import type { Viewer } from '../domain/viewer';
import type { OrdersRepository } from '../data/orders-repository';
import type { RegretsRepository } from '../data/regrets-repository';
import type { Mailer } from '../mail/mailer';
import { requireAdmin } from './admin-guard';
import type { PurchaseMail } from './payments/purchase-mail';

export interface RegretDependencies {
  orders: OrdersRepository;
  regrets: RegretsRepository;
  mail: PurchaseMail;
  mailer: Mailer;
  now: () => Date;
  logError: (message: string, error: unknown) => void;
  storeEmail: string;
  storeWebUrl: string;
}

const inputSchema = z.object({
  orderId: z.string().check(z.trim(), z.minLength(1, 'Ingresá el número de compra.'), z.maxLength(64, 'El número de compra no es válido.')),
  email: z.nullish(z.email('Ingresá un e-mail válido.').check(z.maxLength(254))),
});

const NOT_FOUND = 'No encontramos una compra con ese número y ese e-mail. Revisá el e-mail de confirmación de la compra.';

export function createRegretService(deps: RegretDependencies) {
  const { orders, regrets, now } = deps;

  return {
    async requestPurchaseRegret(viewer: Viewer, input: RegretRequestInput): Promise<RegretReceipt> {
      const { orderId, email } = parseInput(inputSchema, input);
      if (viewer.kind === 'visitor' && !email) {
        throw new AppError('ValidationError', 'Revisá los datos: Ingresá el e-mail con el que compraste.', {
          email: 'Ingresá el e-mail con el que compraste.',
        });
      }
      const order = await orders.get(orderId);
      const ownsIt = order && viewer.kind === 'user' && order.userId === viewer.userId;
      const emailMatches = order && email && order.buyer.email.toLowerCase() === email.toLowerCase();
      // A wrong e-mail answers exactly like a missing order: nothing to learn about others' purchases.
      if (!order || !(ownsIt || emailMatches)) throw notFound(NOT_FOUND);

      const existing = await regrets.get(order.id);
      if (existing) return { trackingCode: existing.trackingCode, orderId: existing.orderId, createdAt: existing.createdAt };
      if (order.status !== 'APPROVED') {
        throw new AppError(
          'Conflict',
          order.closed
            ? 'Esta compra ya fue reembolsada o cancelada: no hay nada que revocar.'
            : 'Esta compra no tiene un pago aprobado: no se te cobró nada, no hay nada que revocar.',
        );
      }
      const at = now();
      if (!isWithinRegretPeriod(new Date(order.createdAt), at)) {
        throw new AppError(
          'Conflict',
          `Pasaron más de ${REGRET_DAYS} días desde la compra, el plazo legal para arrepentirse. Si tenés un problema con ella, escribinos desde ${deps.storeWebUrl}/contact o a ${deps.storeEmail} y lo resolvemos.`,
          { orderId: `El plazo de ${REGRET_DAYS} días para arrepentirte de esta compra terminó.` },
        );
      }
      const { request, created } = await regrets.register({
        trackingCode: newTrackingCode(),
        orderId: order.id,
        email: order.buyer.email,
        itemName: order.item.name,
        amount: order.amount,
        status: 'PENDING',
        createdAt: at.toISOString(),
        refundedAt: null,
      });
      if (created) {
        await deps.mail.regretReceived(order, request.trackingCode, order.buyer.email);
        await deps.mailer
          .send({
            to: deps.storeEmail,
            subject: `Arrepentimiento ${request.trackingCode}: compra ${order.id}`,
            text: [
              `${order.buyer.firstName} ${order.buyer.lastName} (${order.buyer.email}) pidió revocar la compra ${order.id}:`,
              `${order.item.name}, ${order.amount} ${order.currency}.`,
              `Reembolsala desde ${deps.storeWebUrl}/admin/regrets`,
            ].join('\n'),
          })
          .catch((error: unknown) => deps.logError('regret notice to the store could not be sent', { orderId, error: String(error) }));
      }
      return { trackingCode: request.trackingCode, orderId: request.orderId, createdAt: request.createdAt };
    },

    async listRegretRequests(viewer: Viewer): Promise<RegretRequest[]> {
      requireAdmin(viewer);
      return regrets.list();
    },
  };
}
