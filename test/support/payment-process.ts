// A payment function's process that dies at a chosen point (test/support/payment-process-entry.ts),
// for the local tests of what survives a crash, and the paid order only a reconciliation approves.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buyerWithAddress, createOrder } from './buying';
import { handlerEnvironment } from './handler-environment';
import { payAtCheckout, setSimulatorSwitches, simulatorAccounts } from './mercado-pago';
import type { StackInfo } from './stack-info';

const entry = fileURLToPath(new URL('./payment-process-entry.ts', import.meta.url));

export type KillPoint = 'mail-queue' | 'none-refused' | 'mercado-pago';

/**
 * Starts the process, with the functions' settings of `stack` plus `settings`, dying at `killAt`;
 * resolves once it has loaded its composition.
 */
export async function paymentProcess(stack: StackInfo, killAt: KillPoint, settings: Record<string, string>) {
  if (!stack.payments) throw new Error('the stack was started without the Mercado Pago simulator');
  const sellerCredentials = Object.fromEntries(
    (await simulatorAccounts(stack)).map((account) => [
      account.seller,
      { accessToken: account.accessToken, webhookSecret: account.webhookSecret },
    ]),
  );
  const env = {
    ...handlerEnvironment({
      dynamodbUrl: stack.dynamodbUrl,
      tableName: stack.tableName,
      mercadoPagoUrl: stack.payments.simulatorUrl,
      sellerCredentials,
      unusedPort: 9,
    }),
    ...settings,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, APPROVAL_ENV: JSON.stringify(env), KILL_AT: killAt },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const output: string[] = [];
  await new Promise<void>((ready, failed) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      output.push(line);
      if (line === 'ready') ready();
    });
    void exited.then(({ code, signal }) => failed(new Error(`payment process ended before it was ready (${code ?? signal})`)));
  });
  return {
    /** Sends the process its one request (an order id, or a notification as JSON) and waits for it to end, killed or not. */
    async run(request: string) {
      child.stdin.write(`${request}\n`);
      return { ...(await exited), output };
    },
  };
}

/** A paid order whose webhooks are lost (the switch stays on: the caller resets it). */
export async function paidOrderNobodyApproved(stack: StackInfo) {
  const buyer = await buyerWithAddress(stack);
  await setSimulatorSwitches(stack, { lose: true });
  const order = await createOrder(stack, buyer, 'course-2');
  await payAtCheckout(order.initPoint, 'approved');
  return { buyer, order };
}
