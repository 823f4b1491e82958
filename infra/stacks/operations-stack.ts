// The operations stack: what tells the operator that the store is unwell. CloudWatch alarms on
// every store function (errors, throttles), AppSync (5xx), the payment webhook (refusal rate), the
// table (throttled requests), e-mail (a mail queue that stops draining, the dead-letter queue, SES
// bounce and complaint rates), every other dead-letter queue, the payment sweep's and the payment
// changes' failures and lag, all
// sending to one SNS topic the operator subscribes to; and a dashboard with the same figures and
// the business metrics the functions write (infra/../functions/observability/metrics.ts).
// docs/operations-reference.md, "Alarms", says what each alarm means and what to do; the budget
// alarm is in docs/operations.md.
import { CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { IGraphqlApi } from 'aws-cdk-lib/aws-appsync';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption, type IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { STORE_METRICS } from '../../functions/observability/metrics';
import { STORE_METRICS_NAMESPACE, type StoreFunction } from '../constructs/store-function';
import type { StageSettings } from '../stage-settings';

/** The thresholds, one place: what each alarm tolerates before it wakes someone. */
const ALARM_THRESHOLDS = {
  /**
   * Any function error in 5 minutes: an unexpected error, the provider or the database failing.
   * Expected errors (validation, not found, conflict, unauthorized…) are answered, not thrown, so
   * they never count (infra/shared/lambda-resolver-code.ts).
   */
  functionErrors: 1,
  /** Any throttled invocation in 5 minutes: the account's concurrency is exhausted. */
  functionThrottles: 1,
  /** AppSync answers with a 5xx (its own failure or a Lambda it could not call). */
  appSync5xx: 1,
  /**
   * More than a fifth of the webhook's notifications refused, once there are at least 5. Only a
   * forged signature (401) or a body that is not JSON (400) is a refusal: IPN, late and unsigned
   * notifications are answered 200 and re-read from Mercado Pago.
   */
  webhookRefusalRate: 0.2,
  webhookMinimumNotifications: 5,
  /** Any throttled DynamoDB request in 5 minutes. */
  tableThrottles: 1,
  /**
   * The oldest e-mail waiting on the mail queue, in seconds. A message that keeps failing leaves
   * the queue for the dead-letter queue within MAIL_MAX_RECEIVE_COUNT × the visibility timeout
   * (3 minutes), so an e-mail older than 15 minutes means the mail sender is not draining the queue
   * (disabled, throttled, or its event source mapping broken): nothing is lost yet, nothing is sent.
   */
  mailQueueOldestSeconds: 15 * 60,
  /** Any e-mail that exhausted its retries. */
  mailDeadLetters: 1,
  /** SES's own review levels are 5% bounces and 0.1% complaints; warn at half of them. */
  sesBounceRate: 0.025,
  sesComplaintRate: 0.0005,
  /** Any message in a dead-letter queue (a publish event, a scheduled run that failed every retry). */
  deadLetters: 1,
  /** Any order the payment sweep could not check, in 15 minutes (three runs). */
  sweepFailures: 1,
  /**
   * The oldest due order waited this long past its check (seconds): the sweep runs every 5
   * minutes, so 15 minutes means it is failing, slow or not running.
   */
  sweepLagSeconds: 15 * 60,
  /** Any seller whose payment changes could not be read to the end, in 30 minutes (three runs). */
  paymentChangesFailures: 1,
  /**
   * Now minus the oldest seller's cursor (seconds). A healthy run leaves it at the run's length;
   * 30 minutes is three missed runs: refunds and chargebacks without a notification are not applied.
   */
  paymentChangesLagSeconds: 30 * 60,
} as const;

export interface OperationsStackProps extends StackProps {
  settings: StageSettings;
  api: IGraphqlApi;
  table: ITableV2;
  functions: Record<string, StoreFunction>;
  mailQueue: IQueue;
  mailDeadLetterQueue: IQueue;
  /** SES's bounce and complaint events waiting for the mail feedback function. */
  mailFeedbackQueue: IQueue;
  /** Every other dead-letter queue by name (publish events, scheduled runs). */
  deadLetterQueues: Record<string, IQueue>;
}

const FIVE_MINUTES = Duration.minutes(5);

export class OperationsStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperationsStackProps) {
    super(scope, id, props);
    this.topic = new Topic(this, 'Alarms', {
      displayName: `${props.settings.storeName}: alarmas (${props.settings.stage})`,
      enforceSSL: true,
    });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'CloudWatch alarms publish to it: an encrypted topic would need a customer managed KMS key whose policy admits cloudwatch.amazonaws.com (the AWS managed SNS key does not); alarm notices carry no customer data, only alarm names and states.',
    });
    const notify = new SnsAction(this.topic);
    // Notices SNS could not deliver to the alarm e-mail (after its retries, or at once when the
    // subscription is gone) wait here 14 days instead of vanishing; an alarm counts them, seen on
    // the dashboard and the CloudWatch console even when the e-mail is what fails.
    const undeliveredNotices = new Queue(this, 'UndeliveredAlarmNotices', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(undeliveredNotices).acknowledge(
      { id: 'AwsSolutions-SQS3', reason: "This is the alarm e-mail subscription's dead-letter queue; it has none of its own." },
      { id: 'Serverless-SQSRedrivePolicy', reason: "This is the alarm e-mail subscription's dead-letter queue; it has none of its own." },
    );
    if (props.settings.alarmEmail) {
      this.topic.addSubscription(new EmailSubscription(props.settings.alarmEmail, { deadLetterQueue: undeliveredNotices }));
    }

    // The money the account spends: AWS Budgets notifies the same topic when the month's actual
    // spend passes 80% of the stage's budget, and when the forecast passes 100% (stage settings:
    // monthlyBudgetUsd). Budgets are account-wide: a stage alone in its account measures itself.
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'BudgetsPublish',
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    const budgetNotice = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
      notification: { notificationType, comparisonOperator: 'GREATER_THAN', threshold, thresholdType: 'PERCENTAGE' },
      subscribers: [{ subscriptionType: 'SNS', address: this.topic.topicArn }],
    });
    new CfnBudget(this, 'MonthlyCost', {
      budget: {
        budgetName: `${id}-monthly-cost`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.settings.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [budgetNotice('ACTUAL', 80), budgetNotice('FORECASTED', 100)],
    });

    const alarm = (name: string, metric: IMetric, threshold: number, description: string, missingData = TreatMissingData.NOT_BREACHING) => {
      const created = new Alarm(this, name, {
        alarmName: `${id}-${name}`,
        alarmDescription: `${description} (docs/operations-reference.md: Alarms → ${name})`,
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: missingData,
      });
      created.addAlarmAction(notify);
      created.addOkAction(notify);
      this.alarms.push(created);
      return created;
    };

    for (const [name, storeFunction] of Object.entries(props.functions)) {
      const fn = storeFunction.function;
      alarm(
        `${name}-errors`,
        fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
        ALARM_THRESHOLDS.functionErrors,
        `Function ${name} failed`,
      );
      alarm(
        `${name}-throttles`,
        fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
        ALARM_THRESHOLDS.functionThrottles,
        `Function ${name} was throttled`,
      );
    }

    const appSync = (metricName: string, statistic = 'Sum') =>
      new Metric({
        namespace: 'AWS/AppSync',
        metricName,
        dimensionsMap: { GraphQLAPIId: props.api.apiId },
        period: FIVE_MINUTES,
        statistic,
      });
    alarm('appsync-5xx', appSync('5XXError'), ALARM_THRESHOLDS.appSync5xx, 'AppSync answered server errors');

    const store = (metricName: string) =>
      new Metric({
        namespace: STORE_METRICS_NAMESPACE,
        metricName,
        dimensionsMap: { service: 'fitness-store' },
        period: FIVE_MINUTES,
        statistic: 'Sum',
      });
    const refusalRate = new MathExpression({
      expression: `IF(notifications >= ${ALARM_THRESHOLDS.webhookMinimumNotifications}, refusals / notifications, 0)`,
      usingMetrics: { refusals: store(STORE_METRICS.webhookRefusals), notifications: store(STORE_METRICS.webhookNotifications) },
      period: FIVE_MINUTES,
      label: 'Webhook refusal rate',
    });
    alarm(
      'webhook-refusal-rate',
      refusalRate,
      ALARM_THRESHOLDS.webhookRefusalRate,
      // IPN, late and unsigned notifications are answered 200 (a hint to re-read): only forged signatures count.
      'The payment webhook refuses many notifications (forged signatures or bodies that are not JSON)',
    );

    const tableThrottles = new MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: new Metric({
          namespace: 'AWS/DynamoDB',
          metricName: 'ReadThrottleEvents',
          dimensionsMap: { TableName: props.table.tableName },
          period: FIVE_MINUTES,
          statistic: 'Sum',
        }),
        writes: new Metric({
          namespace: 'AWS/DynamoDB',
          metricName: 'WriteThrottleEvents',
          dimensionsMap: { TableName: props.table.tableName },
          period: FIVE_MINUTES,
          statistic: 'Sum',
        }),
      },
      period: FIVE_MINUTES,
      label: 'Throttled table requests',
    });
    alarm('table-throttles', tableThrottles, ALARM_THRESHOLDS.tableThrottles, 'DynamoDB throttled requests to the table');

    const mailQueueAge = props.mailQueue.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES, statistic: 'Maximum' });
    alarm('mail-queue-age', mailQueueAge, ALARM_THRESHOLDS.mailQueueOldestSeconds, 'Queued e-mails are not being sent');
    alarm(
      'mail-feedback-age',
      props.mailFeedbackQueue.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES, statistic: 'Maximum' }),
      ALARM_THRESHOLDS.mailQueueOldestSeconds,
      "SES's bounce and complaint events are not reaching the suppression list",
    );
    alarm(
      'mail-dead-letters',
      props.mailDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
      ALARM_THRESHOLDS.mailDeadLetters,
      'E-mails that could not be delivered after every retry',
    );
    alarm(
      'alarm-notice-dead-letters',
      undeliveredNotices.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
      ALARM_THRESHOLDS.deadLetters,
      'Alarm notices could not be delivered to the alarm e-mail',
    );
    for (const [name, queue] of Object.entries(props.deadLetterQueues)) {
      alarm(
        `${name}-dead-letters`,
        queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
        ALARM_THRESHOLDS.deadLetters,
        `Dead-letter queue ${name} holds failed work`,
      );
    }

    // The safety nets of the money path: the sweep (open orders) and the payment changes
    // (reversals after approval). Their lag is written by every run, so a run that does not happen
    // (schedule disabled, function broken before it measures) is a missing point: that breaches.
    const storeMetric = (metricName: string, period: Duration, statistic: string) =>
      new Metric({ namespace: STORE_METRICS_NAMESPACE, metricName, dimensionsMap: { service: 'fitness-store' }, period, statistic });
    alarm(
      'payment-sweep-failures',
      storeMetric(STORE_METRICS.sweepFailures, Duration.minutes(15), 'Sum'),
      ALARM_THRESHOLDS.sweepFailures,
      'The payment sweep could not check open orders',
    );
    alarm(
      'payment-sweep-lag',
      storeMetric(STORE_METRICS.sweepLagSeconds, Duration.minutes(15), 'Maximum'),
      ALARM_THRESHOLDS.sweepLagSeconds,
      'The payment sweep is late or not running',
      TreatMissingData.BREACHING,
    );
    alarm(
      'payment-changes-failures',
      storeMetric(STORE_METRICS.paymentChangesFailures, Duration.minutes(30), 'Sum'),
      ALARM_THRESHOLDS.paymentChangesFailures,
      "A seller's payment changes at Mercado Pago could not be read",
    );
    alarm(
      'payment-changes-lag',
      storeMetric(STORE_METRICS.paymentChangesLagSeconds, Duration.minutes(30), 'Maximum'),
      ALARM_THRESHOLDS.paymentChangesLagSeconds,
      'Refunds and chargebacks made at Mercado Pago are not being read',
      TreatMissingData.BREACHING,
    );

    alarm(
      'invoices-failed',
      store(STORE_METRICS.invoicesFailed),
      1,
      'A fiscal document was given up after every attempt (admin: Facturación → Reintentar)',
    );
    alarm(
      'effects-failed',
      store(STORE_METRICS.effectsFailed),
      1,
      "An effect on the outbox (a buyer's e-mail) was given up after every attempt, or its entry cannot be read (outbox dead letters: GSI1 OUTBOX_FAILED)",
    );
    const ses = (metricName: string) => new Metric({ namespace: 'AWS/SES', metricName, period: Duration.hours(1), statistic: 'Maximum' });
    alarm(
      'ses-bounce-rate',
      ses('Reputation.BounceRate'),
      ALARM_THRESHOLDS.sesBounceRate,
      "SES bounce rate approaching SES's review level",
    );
    alarm(
      'ses-complaint-rate',
      ses('Reputation.ComplaintRate'),
      ALARM_THRESHOLDS.sesComplaintRate,
      "SES complaint rate approaching SES's review level",
    );

    const dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${id}` });
    dashboard.addWidgets(
      new TextWidget({
        markdown: `# ${props.settings.storeName} (${props.settings.stage})\nAlarms and what to do: docs/operations-reference.md, "Alarms".`,
        width: 24,
        height: 2,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Orders',
        left: [
          store(STORE_METRICS.ordersCreated),
          store(STORE_METRICS.ordersApproved),
          store(STORE_METRICS.ordersRejected),
          store(STORE_METRICS.ordersRefunded),
        ],
        width: 12,
      }),
      new GraphWidget({
        title: 'Payment webhook and reconciliation',
        left: [store(STORE_METRICS.webhookNotifications), store(STORE_METRICS.webhookRefusals), store(STORE_METRICS.reconciliationRepairs)],
        right: [
          refusalRate,
          storeMetric(STORE_METRICS.sweepLagSeconds, FIVE_MINUTES, 'Maximum'),
          storeMetric(STORE_METRICS.paymentChangesLagSeconds, Duration.minutes(10), 'Maximum'),
        ],
        width: 12,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Function errors',
        left: Object.entries(props.functions).map(([name, fn]) => fn.function.metricErrors({ period: FIVE_MINUTES, label: name })),
        width: 12,
      }),
      new GraphWidget({
        title: 'Function duration (p95)',
        left: Object.entries(props.functions).map(([name, fn]) =>
          fn.function.metricDuration({ period: FIVE_MINUTES, statistic: 'p95', label: name }),
        ),
        width: 12,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({ title: 'AppSync', left: [appSync('5XXError'), appSync('4XXError')], right: [appSync('Latency', 'p95')], width: 8 }),
      new GraphWidget({ title: 'Table throttles', left: [tableThrottles], width: 8 }),
      new GraphWidget({
        title: 'E-mail',
        left: [
          props.mailDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, label: 'dead letters' }),
          props.mailQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, label: 'queued e-mails' }),
        ],
        right: [mailQueueAge.with({ label: 'oldest queued e-mail (s)' }), ses('Reputation.BounceRate'), ses('Reputation.ComplaintRate')],
        width: 8,
      }),
    );

    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.topic.topicArn,
      description: 'Subscribe whoever answers the alarms (e-mail, SMS, a chat webhook): docs/operations-reference.md, Alarms.',
    });
  }
}
