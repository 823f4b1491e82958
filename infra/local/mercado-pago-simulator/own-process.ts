// The Mercado Pago simulator in a process of its own, as the real provider is a system of its own:
// a stack whose functions are busy (the load test's 200 buyers at once) then cannot slow the
// provider down by sharing its event loop, and the provider's own work cannot delay the functions.
// The child runs process-entry.ts; it prints one READY line with its address and the sellers'
// accounts, and stops on SIGTERM or when this process's end of its stdin closes.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { MercadoPagoSimulatorOptions } from './server';
import type { SimulatedAccount } from './simulator-state';

export const SIMULATOR_READY_PREFIX = 'MERCADO_PAGO_READY ';

export interface SimulatorReady {
  url: string;
  accounts: SimulatedAccount[];
}

const entry = fileURLToPath(new URL('./process-entry.ts', import.meta.url));

export function startMercadoPagoSimulatorProcess(
  options: Omit<MercadoPagoSimulatorOptions, 'log'>,
  log: (line: string) => void,
): Promise<SimulatorReady & { process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, SIMULATOR_OPTIONS: JSON.stringify(options) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(SIMULATOR_READY_PREFIX)) {
        resolve({ ...(JSON.parse(line.slice(SIMULATOR_READY_PREFIX.length)) as SimulatorReady), process: child });
      } else {
        log(line);
      }
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`el simulador de Mercado Pago terminó antes de estar listo (${code ?? signal})`)),
    );
  });
}
