// The queue of orders to reconcile with the payment provider (spec, section 4): kept in the
// browser's storage so that coming back from Mercado Pago, or opening the store days later,
// still tells the buyer what became of the purchase. Pure logic over an injected storage and
// update call, so it is tested without a browser or a server.
import { MAX_ORDERS_PER_UPDATE } from '../../../../functions/domain/order-update';
import { orderNotice, type OrderNotice, type UpdatedOrder } from './order-notices';

/** What the spec queues: the order id and the buyer's first name, last name and e-mail. */
export interface QueuedOrder {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

interface StoredOrder extends QueuedOrder {
  /** Updates that answered an error for this order; past the limit it is dropped. */
  failedAttempts: number;
  /**
   * The status the buyer was last told for this still-open order: the app start, the return from
   * Mercado Pago and "Mis compras" each update the queue, and an unchanged "está pendiente" is
   * not news (it showed twice on Mis compras).
   */
  toldStatus?: UpdatedOrder['status'];
}

export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const QUEUE_STORAGE_KEY = 'impulso.queued-orders';
/** An order the server keeps refusing (e.g. queued by another account on this browser) is not retried forever. */
export const MAX_FAILED_ATTEMPTS = 5;
/** Beyond this the oldest entries are forgotten (their status is still on "Mis compras"). */
export const MAX_QUEUED_ORDERS = 50;
/** Statuses that can still change: the order stays queued to report its outcome later. */
const STILL_OPEN = new Set<UpdatedOrder['status']>(['CREATED', 'IN_PROCESS']);

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function toStoredOrder(value: unknown): StoredOrder | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const { id, firstName, lastName, email, failedAttempts, toldStatus } = entry;
  if (!isText(id) || !isText(email) || typeof firstName !== 'string' || typeof lastName !== 'string') return null;
  return {
    id,
    firstName,
    lastName,
    email,
    failedAttempts: typeof failedAttempts === 'number' ? failedAttempts : 0,
    ...(isText(toldStatus) && STILL_OPEN.has(toldStatus as UpdatedOrder['status'])
      ? { toldStatus: toldStatus as UpdatedOrder['status'] }
      : {}),
  };
}

function toUpdatedOrder(result: unknown): UpdatedOrder | null {
  if (typeof result !== 'object' || result === null) return null;
  const data = (result as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const order = (data as { updateOrder?: unknown }).updateOrder;
  if (typeof order !== 'object' || order === null) return null;
  const { id, status, item } = order as Record<string, unknown>;
  if (!isText(id) || !isText(status) || typeof item !== 'object' || item === null) return null;
  const { id: itemId, type, name } = item as Record<string, unknown>;
  if (!isText(itemId) || (type !== 'COURSE' && type !== 'PLANNING') || typeof name !== 'string') return null;
  return { id, status: status as UpdatedOrder['status'], item: { id: itemId, type, name } };
}

/** The answer is a JSON string of results (AppSync's AWSJSON); anything else is ignored. */
function parseResults(answer: unknown): unknown[] | null {
  let value = answer;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return Array.isArray(value) ? value : null;
}

/**
 * Orders already reported approved, remembered (the newest MAX_QUEUED_ORDERS) so that queuing one
 * again does not tell the buyer twice: coming back from Mercado Pago, the app start and the return
 * page both ask about the same order, and an approval is final as far as notices go.
 */
const reportedKey = (key: string) => `${key}.approved`;

export function createOrderQueue(storage: QueueStorage, key = QUEUE_STORAGE_KEY) {
  const readReported = (): string[] => {
    try {
      const raw: unknown = JSON.parse(storage.getItem(reportedKey(key)) ?? '[]');
      return Array.isArray(raw) ? raw.filter(isText) : [];
    } catch {
      return [];
    }
  };
  const remember = (ids: string[]): void => {
    if (ids.length === 0) return;
    try {
      const known = readReported().filter((id) => !ids.includes(id));
      storage.setItem(reportedKey(key), JSON.stringify([...known, ...ids].slice(-MAX_QUEUED_ORDERS)));
    } catch {
      // Storage full or blocked: at worst the approval is told twice.
    }
  };
  const read = (): StoredOrder[] => {
    try {
      const raw: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(raw) ? raw.map(toStoredOrder).filter((entry) => entry !== null) : [];
    } catch {
      // Unreadable storage (edited by hand, another version): start again rather than fail the app.
      return [];
    }
  };
  const write = (entries: StoredOrder[]): void => {
    try {
      storage.setItem(key, JSON.stringify(entries));
    } catch {
      // Storage full or blocked (private mode): the notice is lost, the order itself is not.
    }
  };

  return {
    /** The queued orders as the spec sends them. */
    list(): QueuedOrder[] {
      return read().map(({ id, firstName, lastName, email }) => ({ id, firstName, lastName, email }));
    },

    /** Queues an order (again): one entry per order id, its failure count reset; never one already reported approved. */
    add(order: QueuedOrder): void {
      if (readReported().includes(order.id)) return;
      const current = read();
      const others = current.filter((entry) => entry.id !== order.id);
      // What the buyer was already told about it is kept: queuing again is not news.
      const toldStatus = current.find((entry) => entry.id === order.id)?.toldStatus;
      const entry: StoredOrder = {
        id: order.id,
        firstName: order.firstName,
        lastName: order.lastName,
        email: order.email,
        failedAttempts: 0,
        ...(toldStatus ? { toldStatus } : {}),
      };
      write([...others, entry].slice(-MAX_QUEUED_ORDERS));
    },

    /**
     * Sends the queue to the payment provider's update and shows one notice per updated order
     * whose status the buyer has not been told yet (a still-pending order is told once, not at
     * every update). A failed call or a failed order shows nothing (spec: "the result is ignored"). Orders
     * that reached a final status leave the queue. Returns the updated orders.
     */
    async process(updateOrders: (input: string) => Promise<unknown>, show: (notice: OrderNotice) => void): Promise<UpdatedOrder[]> {
      const sent = read().slice(-MAX_ORDERS_PER_UPDATE);
      if (sent.length === 0) return [];
      let results: unknown[] | null;
      try {
        results = parseResults(
          await updateOrders(JSON.stringify(sent.map(({ firstName, lastName, email, id }) => ({ firstName, lastName, email, id })))),
        );
      } catch {
        return [];
      }
      if (!results) return [];

      const updated: UpdatedOrder[] = [];
      const outcomeById = new Map<string, 'open' | 'closed' | 'failed'>();
      const statusById = new Map<string, UpdatedOrder['status']>();
      results.forEach((result, index) => {
        const order = toUpdatedOrder(result);
        if (order) {
          updated.push(order);
          outcomeById.set(order.id, STILL_OPEN.has(order.status) ? 'open' : 'closed');
          const told = sent.find((entry) => entry.id === order.id)?.toldStatus;
          if (told !== order.status) show(orderNotice(order));
          statusById.set(order.id, order.status);
          return;
        }
        // An error result carries no id: results answer the queue in order, position by position.
        const entry = results.length === sent.length ? sent[index] : undefined;
        if (entry && !outcomeById.has(entry.id)) outcomeById.set(entry.id, 'failed');
      });

      remember(updated.filter((order) => order.status === 'APPROVED').map((order) => order.id));
      // Re-read: an order queued while the update was under way must not be lost.
      const current = read();
      write(
        current.flatMap((entry): StoredOrder[] => {
          const wasSent = sent.some((s) => s.id === entry.id);
          const outcome = outcomeById.get(entry.id);
          if (!wasSent || outcome === undefined) return [entry];
          if (outcome === 'closed') return [];
          const toldStatus = statusById.get(entry.id);
          if (outcome === 'open') return [{ ...entry, failedAttempts: 0, ...(toldStatus ? { toldStatus } : {}) }];
          const failedAttempts = entry.failedAttempts + 1;
          return failedAttempts >= MAX_FAILED_ATTEMPTS ? [] : [{ ...entry, failedAttempts }];
        }),
      );
      return updated;
    },
  };
}
