// The order a consumer names in a request made without signing in (Botón de arrepentimiento,
// Botón de baja): the order number from the purchase e-mail (its code, or the id of an order older
// than codes) and the purchase's e-mail; a signed-in buyer names one of her own orders. A wrong
// e-mail answers exactly like a missing order: nothing to learn about others' purchases.
import * as z from 'zod/mini';
import { AppError, notFound } from '../domain/errors';
import { normalizeOrderCode } from '../domain/order-code';
import { parseInput } from '../domain/validation';
import type { Viewer } from '../domain/viewer';
import type { OrdersRepository } from '../data/orders-repository';
import type { StoredOrder } from '../domain/order';

const inputSchema = z.object({
  orderId: z.string().check(z.trim(), z.minLength(1, 'Ingresá el número de compra.'), z.maxLength(64, 'El número de compra no es válido.')),
  email: z.nullish(z.email('Ingresá un e-mail válido.').check(z.maxLength(254))),
});

const NOT_FOUND = 'No encontramos una compra con ese número y ese e-mail. Revisá el e-mail de confirmación de la compra.';

/** The named order when the viewer owns it or gave its e-mail; NotFound otherwise. */
export async function findBuyersOrder(
  orders: Pick<OrdersRepository, 'findIdByCode' | 'get'>,
  viewer: Viewer,
  input: { orderId: string; email?: string | null },
): Promise<StoredOrder> {
  const { orderId, email } = parseInput(inputSchema, input);
  if (viewer.kind === 'visitor' && !email) {
    throw new AppError('ValidationError', 'Revisá los datos: Ingresá el e-mail con el que compraste.', {
      email: 'Ingresá el e-mail con el que compraste.',
    });
  }
  const code = normalizeOrderCode(orderId);
  const resolvedId = code ? await orders.findIdByCode(code) : orderId;
  const order = resolvedId ? await orders.get(resolvedId) : null;
  const ownsIt = order && viewer.kind === 'user' && order.userId === viewer.userId;
  const emailMatches = order && email && order.buyer.email.toLowerCase() === email.toLowerCase();
  if (!order || !(ownsIt || emailMatches)) throw notFound(NOT_FOUND);
  return order;
}
