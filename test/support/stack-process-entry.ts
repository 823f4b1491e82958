// One local stack in a process of its own, for a test layer's global setup (see stack-process.ts).
// Options come as JSON in STACK_OPTIONS; the stack's StackInfo goes to stdout on one line once
// it is ready. It stops on SIGTERM, or when the parent's end of stdin closes (the parent died).
import { startLocalStack, type LocalStackOptions } from '../../infra/local/stack';
import { stackInfoOf } from './stack-info';
import { STACK_READY_PREFIX } from './stack-process-protocol';

const options = JSON.parse(process.env['STACK_OPTIONS'] ?? '{}') as LocalStackOptions;
const stack = await startLocalStack(options);
process.stdout.write(`${STACK_READY_PREFIX}${JSON.stringify(stackInfoOf(stack, options.dataDir))}\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void stack.stop().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
