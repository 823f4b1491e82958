// The simulator as a process of its own (see own-process.ts): options as JSON in SIMULATOR_OPTIONS.
import { startMercadoPagoSimulator, type MercadoPagoSimulatorOptions } from './server';
import { SIMULATOR_READY_PREFIX, type SimulatorReady } from './own-process';

const options = JSON.parse(process.env['SIMULATOR_OPTIONS'] ?? '{}') as Omit<MercadoPagoSimulatorOptions, 'log'>;
const simulator = await startMercadoPagoSimulator({ ...options, log: (line) => process.stdout.write(`${line}\n`) });
const ready: SimulatorReady = { url: simulator.url, accounts: [...simulator.accounts] };
process.stdout.write(`${SIMULATOR_READY_PREFIX}${JSON.stringify(ready)}\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // Closing the server writes the simulator's state (see simulator-state.ts).
  simulator.server.close(() => process.exit(0));
  simulator.server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
