// One local stack in a process of its own, for a test layer's global setup (see stack-process.ts).
// Options come as JSON in STACK_OPTIONS; the stack's StackInfo goes to stdout on one line once
// it is ready. It stops on SIGTERM, or when the parent's end of stdin closes (the parent died) —
// also during start-up, when what has started so far is stopped. LOCAL_STACK_STOP_LOG=1 writes
// each part's stop and its elapsed milliseconds to stderr.
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../infra/local/stack';
import { stackInfoOf } from './stack-info';
import { STACK_READY_PREFIX } from './stack-process-protocol';

const options = JSON.parse(process.env['STACK_OPTIONS'] ?? '{}') as LocalStackOptions;
const startup = new AbortController();
let stack: LocalStack | undefined;
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  if (stack) void stack.stop().finally(() => process.exit(0));
  else startup.abort(new Error('stopped during start-up'));
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();

try {
  stack = await startLocalStack({
    ...options,
    signal: startup.signal,
    ...(process.env['LOCAL_STACK_STOP_LOG'] ? { stopLog: (line: string) => console.error(line) } : {}),
  });
} catch (error) {
  if (startup.signal.aborted) process.exit(0);
  throw error;
}
if (stopping) {
  await stack.stop();
  process.exit(0);
}
process.stdout.write(`${STACK_READY_PREFIX}${JSON.stringify(stackInfoOf(stack, options.dataDir))}\n`);
