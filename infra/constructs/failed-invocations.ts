// The queue where a function's failed asynchronous invocations end (Lambda's on-failure
// destination, after its two retries), kept 14 days, encrypted, TLS only, and alarmed by the
// operations stack like every dead-letter queue of the app. A schedule's or an event rule's own
// dead letters (the event never delivered) go to the same queue: one place per job to look.
import { Duration, Validations } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

export function failedInvocationsQueue(scope: Construct, id: string, job: string): Queue {
  const queue = new Queue(scope, id, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge(
    {
      id: 'AwsSolutions-SQS3',
      reason: `This queue is itself a dead-letter queue: ${job}'s failed invocations (after the retries), kept 14 days for the operator and alarmed.`,
    },
    {
      id: 'Serverless-SQSRedrivePolicy',
      reason: `This queue is itself the dead-letter queue of ${job}; nothing consumes it but the operator.`,
    },
  );
  return queue;
}
