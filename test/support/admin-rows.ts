// Fills the admin's tables the way a busy store would (issue 30: "the admin tables filled with 50
// rows"): buyers with long e-mail addresses ordering every product, some paid, some refused, one
// refunded (the longest Estado cell); and planning members added by the admin. Everything goes
// through the store's own API and the Mercado Pago simulator, as the web app and a buyer would.
import { callGraphql, type Caller } from './graphql-client';
import { signUpAndConfirm } from './cognito-users';
import { payAtCheckout, webhooksSettled, type CheckoutOutcome } from './mercado-pago';
import type { StackInfo } from './stack-info';
import { billingAddressInput } from './factories/billing';

/** Every product of the seeded catalogue a buyer can order. */
const ITEMS = [
  'course-1',
  'course-2',
  'course-3',
  'course-4',
  'course-5',
  'planning-1',
  'planning-2',
  'planning-3',
  'planning-4',
  'planning-5',
];

// Long values, as a table filled with real data has them; the rest is the shared factory's address.
const BILLING = billingAddressInput({
  fullName: 'María Florencia González Etchegaray',
  street: 'Avenida Presidente Figueroa Alcorta',
  streetNumber: '3415',
  apartment: '12° B',
  city: 'Ciudad Autónoma de Buenos Aires',
});

async function call(stack: StackInfo, caller: Caller, query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  const answer = await callGraphql(stack, caller, query, variables);
  if (answer.errors) throw new Error(`${query.slice(0, 60)}… answered ${JSON.stringify(answer.errors)}`);
  return answer.data ?? {};
}

/** A long, real-looking address: the kind that widens a table's Comprador column. */
const longEmail = (index: number, run: string) => `florencia.gonzalez.entrenamiento${index}.${run}@ejemplo-de-dominio-largo.com.ar`;

/**
 * `count` orders from buyers with long addresses (one order per product each): every fifth paid,
 * every seventh refused, and the first paid one refunded by the admin.
 */
export async function seedSalesRows(stack: StackInfo, admin: Caller, count: number): Promise<void> {
  const run = Date.now().toString(36);
  const buyers = Math.ceil(count / ITEMS.length);
  let made = 0;
  let refunded = false;
  for (let b = 0; b < buyers && made < count; b += 1) {
    const buyer = await signUpAndConfirm(stack, { firstName: 'María Florencia', lastName: 'González Etchegaray' }, longEmail(b, run));
    const caller = { token: buyer.accessToken };
    await call(stack, caller, 'mutation($input: CreateUserAddressInput!) { createUserAddress(input: $input) { id } }', { input: BILLING });
    for (const itemId of ITEMS) {
      if (made >= count) break;
      const data = await call(
        stack,
        caller,
        'mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } initPoint } }',
        { input: { itemId, couponCode: null, idempotencyKey: `${run}-${b}-${itemId}` } },
      );
      const created = data['createOrder'] as { order: { id: string }; initPoint: string };
      const outcome: CheckoutOutcome | null = made % 5 === 0 ? 'approved' : made % 7 === 0 ? 'rejected' : null;
      if (outcome) {
        await payAtCheckout(created.initPoint, outcome);
        await webhooksSettled(stack);
        if (outcome === 'approved' && !refunded) {
          await call(stack, admin, 'mutation($input: RefundOrderInput!) { refundOrder(input: $input) { id } }', {
            input: { orderId: created.order.id, reason: 'Pedido de la compradora por correo' },
          });
          refunded = true;
        }
      }
      made += 1;
    }
  }
}

/** `count` members of planning-1 with long names and addresses, added by the admin. */
export async function seedPlanningUsers(stack: StackInfo, admin: Caller, count: number): Promise<void> {
  const run = Date.now().toString(36);
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  for (let index = 0; index < count; index += 1) {
    await call(stack, admin, 'mutation($input: AddPlanningUserInput!) { addPlanningUser(input: $input) { userId } }', {
      input: {
        planningId: 'planning-1',
        email: longEmail(index, `m${run}`),
        firstName: 'María Florencia',
        lastName: 'González Etchegaray',
        phone: '+54 9 11 4321-5678',
        startDate: today,
        endDate: later,
      },
    });
  }
}
