import { describe, expect, it, vi } from 'vitest';
import {
  MAX_FAILED_ATTEMPTS,
  MAX_QUEUED_ORDERS,
  QUEUE_STORAGE_KEY,
  createOrderQueue,
  type QueueStorage,
} from '../../web/src/features/orders/order-queue';
import type { OrderNotice } from '../../web/src/features/orders/order-notices';
import { MAX_ORDERS_PER_UPDATE } from '../../functions/domain/order-update';

function memoryStorage(initial: Record<string, string> = {}): QueueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const buyer = { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com' };
const result = (id: string, status: string, type = 'COURSE', itemId = 'course-3', name = 'Vertical') => ({
  data: { updateOrder: { id, status, item: { id: itemId, type, name } } },
});
const failure = { errors: [{ errorType: 'NotFound', message: 'No encontramos la orden.' }] };

function setup() {
  const storage = memoryStorage();
  const queue = createOrderQueue(storage);
  const shown: OrderNotice[] = [];
  const show = (notice: OrderNotice) => void shown.push(notice);
  return { storage, queue, shown, show };
}

describe('queue of orders to update with the payment provider', () => {
  it('persists what the spec queues (id, first name, last name, e-mail) once per order', () => {
    const { storage, queue } = setup();
    queue.add({ id: 'o-1', ...buyer });
    queue.add({ id: 'o-1', ...buyer });
    expect(queue.list()).toEqual([{ id: 'o-1', ...buyer }]);
    // A new page (another queue over the same storage) still sees it.
    expect(createOrderQueue(storage).list()).toEqual([{ id: 'o-1', ...buyer }]);
  });

  it('sends the queue as a JSON string and parses the JSON string answer', async () => {
    const { queue, show } = setup();
    queue.add({ id: 'o-1', ...buyer });
    const update = vi.fn(async (input: string) => {
      expect(JSON.parse(input)).toEqual([{ firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', id: 'o-1' }]);
      return JSON.stringify([result('o-1', 'APPROVED')]);
    });
    const updated = await queue.process(update, show);
    expect(update).toHaveBeenCalledOnce();
    expect(updated).toEqual([{ id: 'o-1', status: 'APPROVED', item: { id: 'course-3', type: 'COURSE', name: 'Vertical' } }]);
  });

  it('shows one notice per updated order and drops the ones that reached a final status', async () => {
    const { queue, shown, show } = setup();
    for (const id of ['o-1', 'o-2', 'o-3', 'o-4', 'o-5']) queue.add({ id, ...buyer });
    await queue.process(
      async () =>
        JSON.stringify([
          result('o-1', 'APPROVED'),
          result('o-2', 'CREATED'),
          result('o-3', 'IN_PROCESS', 'PLANNING', 'planning-3', 'RX Elite'),
          result('o-4', 'REJECTED'),
          result('o-5', 'CANCELLED'),
        ]),
      show,
    );
    expect(shown.map((notice) => [notice.severity, notice.summary])).toEqual([
      ['success', 'Tu compra del curso "Vertical" fue aprobada'],
      ['info', 'Tu compra del curso "Vertical" será procesada'],
      ['info', 'Tu compra de la planificación "RX Elite" está pendiente'],
      ['error', 'Tu compra del curso "Vertical" fue rechazada'],
      ['warn', 'Tu compra del curso "Vertical" fue cancelada'],
    ]);
    expect(shown[0]?.link).toEqual({ to: '/lessons/course-3', label: 'Inicia el curso' });
    expect(queue.list().map((order) => order.id)).toEqual(['o-2', 'o-3']);
  });

  it('tells an approval once: an order already reported approved is not queued again', async () => {
    const { storage, queue, shown, show } = setup();
    queue.add({ id: 'o-1', ...buyer });
    queue.add({ id: 'o-2', ...buyer });
    const update = vi.fn(async () => JSON.stringify([result('o-1', 'APPROVED'), result('o-2', 'REJECTED')]));
    await queue.process(update, show);
    expect(shown).toHaveLength(2);
    // The return page queues the order it came back for, after the app start already told it.
    const again = createOrderQueue(storage);
    again.add({ id: 'o-1', ...buyer });
    // A rejected order can still be paid on its checkout: queuing it again is kept.
    again.add({ id: 'o-2', ...buyer });
    expect(again.list().map((order) => order.id)).toEqual(['o-2']);
  });

  it('tells a still-pending order once: later updates, and queuing it again, show nothing until its status changes', async () => {
    const { storage, queue, shown, show } = setup();
    queue.add({ id: 'o-1', ...buyer });
    const pending = async () => JSON.stringify([result('o-1', 'IN_PROCESS')]);
    // The app start, then the return to Mis compras (another page over the same storage, which queues it again).
    await queue.process(pending, show);
    const returnPage = createOrderQueue(storage);
    returnPage.add({ id: 'o-1', ...buyer });
    await returnPage.process(pending, show);
    expect(shown.map((notice) => notice.summary)).toEqual(['Tu compra del curso "Vertical" está pendiente']);
    expect(returnPage.list().map((order) => order.id)).toEqual(['o-1']);
    // Once Mercado Pago credits it, that is news.
    await returnPage.process(async () => JSON.stringify([result('o-1', 'APPROVED')]), show);
    expect(shown.map((notice) => notice.summary)).toEqual([
      'Tu compra del curso "Vertical" está pendiente',
      'Tu compra del curso "Vertical" fue aprobada',
    ]);
  });

  it('a failed update shows nothing and keeps the queue', async () => {
    const { queue, shown, show } = setup();
    queue.add({ id: 'o-1', ...buyer });
    expect(await queue.process(async () => Promise.reject(new Error('sin red')), show)).toEqual([]);
    expect(await queue.process(async () => 'no es JSON', show)).toEqual([]);
    expect(shown).toEqual([]);
    expect(queue.list().map((order) => order.id)).toEqual(['o-1']);
  });

  it('a failed order shows nothing, stays queued, and is dropped after repeated failures', async () => {
    const { queue, shown, show } = setup();
    queue.add({ id: 'o-1', ...buyer });
    queue.add({ id: 'o-2', ...buyer });
    const answer = async () => JSON.stringify([failure, result('o-2', 'CREATED')]);
    for (let attempt = 1; attempt < MAX_FAILED_ATTEMPTS; attempt++) {
      await queue.process(answer, show);
      expect(queue.list().map((order) => order.id)).toEqual(['o-1', 'o-2']);
    }
    await queue.process(answer, show);
    expect(queue.list().map((order) => order.id)).toEqual(['o-2']);
    expect(shown.every((notice) => notice.summary.endsWith('será procesada'))).toBe(true);
  });

  it('keeps an order queued while the update was under way', async () => {
    const { queue, show } = setup();
    queue.add({ id: 'o-1', ...buyer });
    await queue.process(async () => {
      queue.add({ id: 'o-2', ...buyer });
      return JSON.stringify([result('o-1', 'APPROVED')]);
    }, show);
    expect(queue.list().map((order) => order.id)).toEqual(['o-2']);
  });

  it('does not call the server when nothing is queued', async () => {
    const { queue, show } = setup();
    const update = vi.fn(async () => '[]');
    expect(await queue.process(update, show)).toEqual([]);
    expect(update).not.toHaveBeenCalled();
  });

  it("sends at most the server's limit per update, the newest first, and keeps a bounded queue", async () => {
    const { queue, show } = setup();
    for (let n = 1; n <= MAX_QUEUED_ORDERS + 5; n++) queue.add({ id: `o-${n}`, ...buyer });
    expect(queue.list()).toHaveLength(MAX_QUEUED_ORDERS);
    expect(queue.list()[0]?.id).toBe('o-6');
    let sent: { id: string }[] = [];
    await queue.process(async (input) => {
      sent = JSON.parse(input) as { id: string }[];
      return '[]';
    }, show);
    expect(sent).toHaveLength(MAX_ORDERS_PER_UPDATE);
    expect(sent.at(-1)?.id).toBe(`o-${MAX_QUEUED_ORDERS + 5}`);
  });

  it('ignores unreadable storage instead of failing the app', () => {
    const storage = memoryStorage({ [QUEUE_STORAGE_KEY]: '{roto' });
    expect(createOrderQueue(storage).list()).toEqual([]);
  });
});
