// The outbox worker function's dependencies: the outbox and its handlers (composition/outbox.ts).
import { outboxWorkerOn } from './outbox';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const outboxWorkerDependencies = perContainer(() => ({ worker: outboxWorkerOn(tableContext()) }));
