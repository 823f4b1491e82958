// Checkout: the price quote for the checkout page and createOrder. The server computes every
// price (offer valid now, coupon, floor); nothing the client sends about money is read.
// Flow: handler → checkout service → items/coupons/users/inventory/orders repos + Mercado Pago.
//
// createOrder writes the order CREATED first, then asks Mercado Pago for a checkout (preference)
// with the order id as external_reference and as idempotency key. If Mercado Pago cannot be
// reached, the order is cancelled before the buyer ever sees a payment address (so nothing can
// be charged for it) and its idempotency key is freed, so trying again makes a new order. A crash
// between the two steps leaves a CREATED order without address: the retried request (same key)
// finds it and finishes it, and Mercado Pago returns the same preference for the same key.
import { randomInt, randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import type { Item } from '../domain/item';
import type { CreateOrderRequest, CreateOrderResult } from '../domain/order-view';
import { couponError, couponRejection, isWellFormedCouponCode, normalizeCouponCode } from '../domain/coupons';
import { AppError, itemNotFound, notFound, signInRequired } from '../domain/errors';
import { isOnSale } from '../domain/item-publication';
import { newOrderCode } from '../domain/order-code';
import { computePrice, type PriceBreakdown, type PriceQuote } from '../domain/pricing';
import { parseInput } from '../domain/validation';
import type { Viewer } from '../domain/viewer';
import type { CouponsRepository } from '../data/coupons-repository';
import type { InventoryRepository } from '../data/inventory-repository';
import type { ItemsRepository } from '../data/items-repository';
import type { OrdersRepository } from '../data/orders-repository';
import type { StoredOrder } from '../domain/order';
import type { UsersRepository } from '../data/users-repository';
import type { CheckoutRequest, PaymentGateway } from '../payments/payment-provider';
import { orderView } from './order-view';
import { soldOnce, type SubscriptionOffer } from '../domain/subscription-offer';

export interface CheckoutSettings {
  storeWebUrl: string;
  webhookUrl: string;
  checkoutExpirationMinutes: number;
  /** Most instalments offered at the provider's checkout. */
  maxInstallments: number;
  /** When the reconciliation sweep first looks at a new order. */
  sweepFirstCheckSeconds: number;
}

export interface CheckoutDependencies {
  items: ItemsRepository;
  coupons: CouponsRepository;
  users: UsersRepository;
  inventory: InventoryRepository;
  orders: OrdersRepository;
  payments: PaymentGateway;
  checkout: CheckoutSettings;
  now: () => Date;
  logError: (message: string, error: unknown) => void;
  newId?: () => string;
  /** Draws an order code (tests pass a fixed sequence to force a clash). */
  newCode?: () => string;
  /** How a planning is sold (issue 39): one sold by the month only takes no one-off order. */
  subscriptionOffers: { get(planningId: string): Promise<SubscriptionOffer | null> };
}

/** Codes drawn for one order before giving up (with N orders stored, a draw clashes with chance N / 31^6). */
const CODE_ATTEMPTS = 5;

const PROVIDER_DOWN_MESSAGE = 'No pudimos conectarnos con Mercado Pago. No se te cobró nada: probá de nuevo en unos minutos.';
const BILLING_DETAILS_REQUIRED_MESSAGE = 'Antes de pagar, completá tus datos de facturación.';

const createOrderSchema = z.object({
  itemId: z.string().check(z.trim(), z.minLength(1, 'Elegí un producto.'), z.maxLength(64)),
  couponCode: z.pipe(
    z.nullish(z.string().check(z.maxLength(60, 'El cupón es demasiado largo.'))),
    z.transform((code) => (code && code.trim() ? normalizeCouponCode(code) : null)),
  ),
  idempotencyKey: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'La clave de la compra no es válida. Recargá la página e intentá de nuevo.')),
});

function requireUser(viewer: Viewer): Extract<Viewer, { kind: 'user' }> {
  if (viewer.kind !== 'user') throw signInRequired();
  return viewer;
}

function payerIdentification(taxId: string): CheckoutRequest['payer']['taxId'] {
  const digits = taxId.replace(/\D/g, '');
  if (digits.length === 11) return { type: 'CUIT', number: digits };
  if (digits.length >= 7 && digits.length <= 8) return { type: 'DNI', number: digits };
  return null;
}

export function createCheckoutService(deps: CheckoutDependencies) {
  const { items, coupons, users, inventory, orders, payments, checkout, now } = deps;
  const newId = deps.newId ?? randomUUID;
  const newCode = deps.newCode ?? (() => newOrderCode(randomInt));

  async function sellableItem(itemId: string): Promise<Item> {
    const item = await items.get(itemId);
    if (!item || !isOnSale(item)) throw itemNotFound(itemId);
    return item;
  }

  /** The price for this buyer, and whether the coupon applied is once per buyer. */
  async function priceFor(
    item: Item,
    couponCode: string | null,
    at: Date,
    userId: string,
  ): Promise<PriceBreakdown & { couponOncePerBuyer: boolean }> {
    if (!couponCode) return { ...computePrice(item, null, at), couponOncePerBuyer: false };
    const coupon = isWellFormedCouponCode(couponCode) ? await coupons.get(couponCode) : null;
    const rejection = couponRejection(coupon, item.id, at);
    if (rejection || !coupon) throw couponError(rejection ?? 'NOT_FOUND', couponCode);
    const couponOncePerBuyer = coupon.oncePerBuyer === true;
    // Read here for the buyer's message; the order's transaction is what makes it once (two
    // checkouts at the same time: one takes the use, the other is refused there).
    if (couponOncePerBuyer) await refuseUsedByBuyer(couponCode, userId);
    return { ...computePrice(item, coupon, at), couponOncePerBuyer };
  }

  /** Refuses a once-per-buyer coupon that another of this buyer's orders holds or used. */
  async function refuseUsedByBuyer(couponCode: string, userId: string): Promise<void> {
    const use = await coupons.buyerUse(couponCode, userId);
    if (use) throw couponError('USED_BY_BUYER', couponCode, use.orderCode);
  }

  /** Creates (or finds again, by its idempotency key) the checkout of a CREATED order. */
  async function openCheckout(order: StoredOrder): Promise<CreateOrderResult> {
    const at = now();
    const address = order.billing ?? (await users.listAddresses(order.userId)).at(-1) ?? null;
    const expiresAt = new Date(at.getTime() + checkout.checkoutExpirationMinutes * 60_000);
    const request: CheckoutRequest = {
      orderId: order.id,
      item: {
        id: order.item.id,
        title: order.item.name,
        description: order.item.type === 'COURSE' ? `Curso: ${order.item.name}` : `Planificación: ${order.item.name}`,
        amount: order.amount,
        currency: order.currency,
      },
      payer: {
        firstName: order.buyer.firstName,
        lastName: order.buyer.lastName,
        email: order.buyer.email,
        taxId: address ? payerIdentification(address.taxId) : null,
        address: address ? { street: address.street, number: address.streetNumber, postalCode: address.postalCode } : null,
      },
      returnUrl: `${checkout.storeWebUrl}/my-orders?order=${encodeURIComponent(order.id)}`,
      notificationUrl: checkout.webhookUrl,
      opensAt: at,
      expiresAt,
      maxInstallments: checkout.maxInstallments,
    };
    let created;
    try {
      const provider = await payments.forSeller(order.item.seller);
      created = await provider.createCheckout(request, `preference-${order.id}`);
    } catch (error) {
      deps.logError('checkout could not be created; cancelling the order', { orderId: order.id, error: String(error) });
      await orders.abandonCheckout(order, 'PAYMENT_PROVIDER_UNAVAILABLE', now().toISOString());
      throw new AppError('PaymentProviderError', PROVIDER_DOWN_MESSAGE);
    }
    const updated =
      (await orders.attachCheckout(order, {
        preferenceId: created.id,
        paymentUrl: created.url,
        paymentExpiresAt: expiresAt.toISOString(),
        at: now().toISOString(),
      })) ?? (await orders.get(order.id));
    if (!updated?.paymentUrl) throw new AppError('Conflict', 'Esta compra cambió mientras la preparábamos. Revisá "Mis compras".');
    return { order: orderView(updated, now()), initPoint: updated.paymentUrl };
  }

  /** The answer to a repeated createOrder: the same order, resumed if it stopped half-way. */
  async function existingOrder(orderId: string, itemId: string): Promise<CreateOrderResult> {
    const order = await orders.get(orderId);
    if (!order) throw notFound('No encontramos la compra. Recargá la página e intentá de nuevo.');
    if (order.item.id !== itemId) {
      throw new AppError('Conflict', 'Esta clave de compra ya se usó para otro producto. Recargá la página.');
    }
    if (order.status === 'CREATED' && !order.paymentUrl) return openCheckout(order);
    if (!order.paymentUrl) throw new AppError('Conflict', 'Esta compra ya fue procesada. Revisá "Mis compras".');
    return { order: orderView(order, now()), initPoint: order.paymentUrl };
  }

  return {
    /** The price the checkout page shows, with or without a coupon. */
    async quotePrice(viewer: Viewer, itemId: string, couponCode?: string | null): Promise<PriceQuote> {
      const user = requireUser(viewer);
      const item = await sellableItem(itemId);
      const code = couponCode && couponCode.trim() ? normalizeCouponCode(couponCode) : null;
      const { couponOncePerBuyer: _onceOnly, ...price } = await priceFor(item, code, now(), user.userId);
      return { itemId: item.id, ...price };
    },

    async createOrder(viewer: Viewer, input: CreateOrderRequest): Promise<CreateOrderResult> {
      const user = requireUser(viewer);
      const { itemId, couponCode, idempotencyKey } = parseInput(createOrderSchema, input);

      const previousId = await orders.findIdByRequest(user.userId, idempotencyKey);
      if (previousId) return existingOrder(previousId, itemId);

      const item = await sellableItem(itemId);
      if (item.type === 'PLANNING' && !soldOnce(await deps.subscriptionOffers.get(item.id))) {
        throw new AppError('Conflict', 'Esta planificación se vende solo por mes: suscribite desde su página.', {
          itemId: 'Esta planificación se vende solo por mes.',
        });
      }
      if (item.type === 'COURSE' && (await inventory.owns(user.userId, item.id))) {
        throw new AppError('Conflict', 'Ya tenés este curso. Lo encontrás en tus cursos.');
      }
      const [addresses, profile] = await Promise.all([users.listAddresses(user.userId), users.getProfile(user.userId)]);
      if (addresses.length === 0) throw new AppError('BillingDetailsRequired', BILLING_DETAILS_REQUIRED_MESSAGE);
      if (!profile) throw notFound('No encontramos tu perfil. Cerrá sesión y volvé a ingresar.');

      const at = now();
      const price = await priceFor(item, couponCode, at, user.userId);
      const createdAt = at.toISOString();
      const order: StoredOrder = {
        id: newId(),
        code: newCode(),
        userId: user.userId,
        status: 'CREATED',
        item: { id: item.id, type: item.type, name: item.name, seller: item.seller },
        amount: price.finalPrice,
        currency: price.currency,
        listPrice: price.listPrice,
        offerPrice: price.offerPrice ?? null,
        couponCode: price.couponCode,
        discount: price.discount,
        buyer: {
          firstName: profile.firstName,
          lastName: profile.lastName,
          email: profile.email,
          phone: addresses.at(-1)?.phone ?? null,
        },
        billing: addresses.at(-1) ?? null,
        idempotencyKey,
        createdAt,
        updatedAt: createdAt,
        version: 0,
        preferenceId: null,
        paymentUrl: null,
        paymentExpiresAt: null,
        paymentId: null,
        paymentStatus: null,
        payments: [],
        couponCounted: false,
        // A use of the coupon is held from now until approval (confirmed), or until the order
        // is cancelled, rejected or expires (released): approvals can never exceed maxUses.
        couponHeld: price.couponCode !== null,
        couponOncePerBuyer: price.couponOncePerBuyer,
        closed: false,
        statusReason: null,
      };
      const sweepDueAt = new Date(at.getTime() + checkout.sweepFirstCheckSeconds * 1000).toISOString();
      let created = await orders.create(order, sweepDueAt);
      // Another order holds this code (claimed with a conditional write): draw another.
      for (let attempt = 1; created === 'code-taken' && attempt < CODE_ATTEMPTS; attempt += 1) {
        order.code = newCode();
        created = await orders.create(order, sweepDueAt);
      }
      if (created === 'code-taken') throw new AppError('Conflict', 'No pudimos numerar tu compra. Probá de nuevo.');
      if (created === 'coupon-exhausted' && price.couponCode) throw couponError('EXHAUSTED', price.couponCode);
      if (created === 'coupon-used-by-buyer' && price.couponCode) {
        // Another checkout of hers took the use meanwhile: her message names that purchase.
        await refuseUsedByBuyer(price.couponCode, user.userId);
        throw couponError('USED_BY_BUYER', price.couponCode);
      }
      if (created === 'duplicate') {
        // The same request arrived twice at once: the other one wrote the order.
        const winner = await orders.findIdByRequest(user.userId, idempotencyKey);
        if (!winner) throw new AppError('Conflict', 'Tu compra se está procesando. Revisá "Mis compras".');
        return existingOrder(winner, itemId);
      }
      return openCheckout(order);
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type CheckoutService = ReturnType<typeof createCheckoutService>;
