// What the local stack counted of each function's runs, as CloudWatch's AWS/Lambda Invocations and
// Errors would (infra/local/function-metrics.ts).
import { FUNCTION_METRICS_PATH, type FunctionCounts } from '../../infra/local/function-metrics';
import type { StackInfo } from './stack-info';

export async function functionCounts(stack: StackInfo, entry: string): Promise<FunctionCounts> {
  const webhookUrl = stack.payments?.webhookUrl;
  if (!webhookUrl) throw new Error('the stack has no function URL server');
  const response = await fetch(`${new URL(webhookUrl).origin}${FUNCTION_METRICS_PATH}`);
  const counts = (await response.json()) as Record<string, FunctionCounts>;
  const own = counts[entry];
  if (!own) throw new Error(`no counts for ${entry}`);
  return own;
}
