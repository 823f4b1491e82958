// The stateful stack: what must survive every redeploy — the table, the user pool with its
// triggers, the SES sender identity and the payment credentials secret. Stateless stacks only
// reference it, so replacing the API or the web never touches a customer's data.
import { Aws, CfnOutput, CfnParameter, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption, type IQueue } from 'aws-cdk-lib/aws-sqs';
import { AttributeType, Billing, TableV2, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  UserPool,
  UserPoolClient,
  UserPoolEmail,
  UserPoolGroup,
  type IUserPool,
  type IUserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import {
  ConfigurationSet,
  DkimIdentity,
  EasyDkimSigningKeyLength,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  MailFromBehaviorOnMxFailure,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { mailSendingPlan, sendingDomainOf, stackOwnsDomainIdentity } from '../shared/mail-sending';
import type { Construct } from 'constructs';
import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS, TIME_TO_LIVE_ATTRIBUTE } from '../../functions/data/table';
import { queueFunctions, triggerFunctions } from '../../functions/handlers/resolver-map';
import {
  MAIL_DEAD_LETTER_RETENTION_DAYS,
  MAIL_MAX_RECEIVE_COUNT,
  MAIL_VISIBILITY_TIMEOUT_SECONDS,
} from '../../functions/mail/mail-queue-policy';
import { PASSWORD_POLICY as ACCOUNT_PASSWORD_POLICY } from '../../functions/domain/password-policy';
import { ADMIN_GROUP } from '../../functions/domain/viewer';
import { WEB_SIGN_IN } from '../shared/web-sign-in';
import { createStoreFunction, type StoreMailSettings } from '../constructs/store-function-factory';
import { Function as LambdaFunctionByName } from 'aws-cdk-lib/aws-lambda';
import { VideoLadder } from '../constructs/video-ladder';
import { publishFunctionName } from './publish-function-name';
import { STREAMS_PREFIX } from '../../functions/domain/video-stream';
import type { StoreFunction } from '../constructs/store-function';
import type { StageSettings } from '../stage-settings';

/** The pool's password policy: the account policy the forms and the local pool enforce too. */
const PASSWORD_POLICY = { ...ACCOUNT_PASSWORD_POLICY, tempPasswordValidity: Duration.days(3) } as const;

/**
 * The content bucket's name, known to every stack of the stage without a cross-stack reference
 * (grants in the API stack, the web's Content-Security-Policy).
 */
function contentBucketName(dataStackName: string): string {
  return `${dataStackName}-content-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
}

export interface DataStackProps extends StackProps {
  settings: StageSettings;
}

export class DataStack extends Stack {
  readonly table: ITableV2;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly mailIdentity: EmailIdentity;
  readonly paymentCredentials: ISecret;
  readonly arcaCredentials: ISecret;
  /** The PEM private key of the CloudFront key group that signs stream cookies (issue 26). */
  readonly streamSigningKey: ISecret;
  readonly mail: StoreMailSettings;
  readonly contentBucketName: string;
  /** The buyers' and the store's e-mails, delivered by the mail sender. */
  readonly mailQueue: IQueue;
  /** Messages the mail sender failed to deliver after every retry. */
  readonly mailDeadLetterQueue: IQueue;
  /** SES's bounce and complaint events, for the mail feedback function. */
  readonly mailFeedbackQueue: IQueue;
  /** The functions this stack runs (triggers, the mail sender), for the operations stack's alarms. */
  readonly functions: Record<string, StoreFunction> = {};
  /** The data stack's dead-letter queues other than the mail's (the video ladder's events): each has an alarm. */
  readonly deadLetterQueues: Record<string, IQueue> = {};

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const removalPolicy = settings.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    // Filled in at the first deploy (`--parameters`), kept by CloudFormation on later ones.
    const mailFrom = new CfnParameter(this, 'MailFrom', {
      type: 'String',
      description: "Sender of the store's e-mails (an address SES will verify, e.g. tienda@example.com.ar).",
      allowedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      constraintDescription: 'must be an e-mail address',
    });
    const storeEmail = new CfnParameter(this, 'StoreEmail', {
      type: 'String',
      description: 'Inbox that receives contact messages and sales notices.',
      allowedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      constraintDescription: 'must be an e-mail address',
    });
    this.mail = { mailFrom: mailFrom.valueAsString, storeEmail: storeEmail.valueAsString, storeName: settings.storeName };

    const table = new TableV2(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: GLOBAL_SECONDARY_INDEXES.map((index) => ({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
      billing: Billing.onDemand(),
      timeToLiveAttribute: TIME_TO_LIVE_ATTRIBUTE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: settings.production,
      removalPolicy,
    });
    this.table = table;

    // Every e-mail the store sends (the mail sender's and Cognito's) goes out with this configuration
    // set: its bounce and complaint events reach the mail feedback function (SNS, then a queue),
    // which keeps the store's suppression list; SES's own list for the set keeps the same reasons.
    const mailConfiguration = new ConfigurationSet(this, 'MailConfiguration', {
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    const mailConfigurationArn = this.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: mailConfiguration.configurationSetName,
    });

    // The sender identity. With a domain (the stage has one), SES's domain identity with Easy DKIM
    // (2048-bit keys) and a custom MAIL FROM domain, mail.<domain>: the records to publish are the
    // stack's outputs. Without one, the sender's address, which SES verifies by mailing it a link.
    const mailDomain = stackOwnsDomainIdentity(settings) ? sendingDomainOf(settings) : null;
    if (mailDomain) {
      const identity = new EmailIdentity(this, 'MailDomain', {
        identity: Identity.domain(mailDomain),
        dkimIdentity: DkimIdentity.easyDkim(EasyDkimSigningKeyLength.RSA_2048_BIT),
        mailFromDomain: `mail.${mailDomain}`,
        // Until the MX record is published SES sends from amazonses.com rather than refusing.
        mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
        configurationSet: mailConfiguration,
      });
      identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `MailDkimRecord${index + 1}`, {
          value: `${record.name} CNAME ${record.value}`,
          description: `DKIM record ${index + 1} of 3 to publish in ${mailDomain}'s DNS.`,
        });
      });
      new CfnOutput(this, 'MailFromRecords', {
        value: `mail.${mailDomain} MX 10 feedback-smtp.${this.region}.amazonses.com; mail.${mailDomain} TXT "v=spf1 include:amazonses.com ~all"`,
        description: `The custom MAIL FROM domain's records to publish in ${mailDomain}'s DNS.`,
      });
      this.mailIdentity = identity;
    } else {
      this.mailIdentity = new EmailIdentity(this, 'MailSender', {
        identity: Identity.email(mailFrom.valueAsString),
        configurationSet: mailConfiguration,
      });
    }
    const mailFeedbackTopic = new Topic(this, 'MailFeedback', { enforceSSL: true });
    Validations.of(mailFeedbackTopic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        "SES publishes the configuration set's bounce and complaint events to it: an encrypted topic needs a customer managed KMS key whose policy admits ses.amazonaws.com (the AWS managed SNS key does not). Each event (the recipient's address and the receiving server's answer) is delivered at once to the encrypted feedback queue; only SES may publish (the topic policy) and only over TLS.",
    });
    mailConfiguration.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(mailFeedbackTopic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });

    this.paymentCredentials = new Secret(this, 'PaymentCredentials', {
      description:
        'Mercado Pago credentials of each seller, JSON: {"STORE":{"accessToken":"…","webhookSecret":"…"},"DELFI":{…}}. Set by the operator (see docs/operations-reference.md).',
      removalPolicy,
    });
    Validations.of(this.paymentCredentials).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "Holds third-party credentials issued by Mercado Pago: they are rotated in Mercado Pago's panel and then stored here by the operator; no rotation Lambda can issue them.",
    });

    this.arcaCredentials = new Secret(this, 'ArcaCredentials', {
      description:
        'ARCA web services certificate and private key of each seller (PEM), JSON: {"STORE":{"certificate":"-----BEGIN CERTIFICATE…","privateKey":"-----BEGIN PRIVATE KEY…"},"DELFI":{…}}. Set by the operator (see docs/store.md, Factura electrónica).',
      removalPolicy,
    });
    Validations.of(this.arcaCredentials).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "Holds certificates that ARCA issues to each seller (WSASS / Administración de Certificados Digitales) for the key the operator generated: renewing one is done at ARCA's site, then stored here; no rotation Lambda can obtain one.",
    });

    // Signs the cookies that open the courses' HLS ladders (CloudFront key group, web stack).
    this.streamSigningKey = new Secret(this, 'StreamSigningKey', {
      description:
        'JSON {"keyPairId":"K…","privateKey":"-----BEGIN PRIVATE KEY…"}: the CloudFront public key id (web stack output StreamKeyPairId…) and its RSA 2048 private key, which the lessons function signs the stream cookies with (a bare PEM signs with the first key generation). Set by the operator (README, Deploy from zero and Rotating the stream signing key).',
      removalPolicy,
    });
    Validations.of(this.streamSigningKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "Rotating it means adding a new public key generation to CloudFront's key group first (the stage's streamKeyGenerations and a web stack parameter), then storing its id and private key here, then dropping the old generation: an operator's steps across two deploys, not a rotation Lambda's.",
    });

    // The courses' videos: private, reached only through presigned URLs the lessons function signs
    // for owners (watch) and admins (upload). Kept on stack deletion whatever the stage.
    this.contentBucketName = contentBucketName(this.stackName);
    const content = new Bucket(this, 'Content', {
      bucketName: this.contentBucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // An overwritten or deleted video or picture can be restored for 30 days (the noncurrent
      // version), then it expires, so replaced videos do not keep costing storage.
      versioned: true,
      lifecycleRules: [
        {
          id: 'ExpireReplacedVersions',
          noncurrentVersionExpiration: Duration.days(30),
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
      ],
      cors: [
        {
          // Admins upload from the browser with a presigned PUT; the signature is the authorization.
          allowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.PUT],
          allowedOrigins: settings.domain ? [`https://${settings.domain.name}`] : ['https://*.cloudfront.net'],
          allowedHeaders: ['*'],
          maxAge: 3600,
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Items' pictures (media/*) are public through the store's CloudFront distribution, which
    // reads them with its origin access control. The distribution lives in the web stack, deployed
    // after this one, so the condition names this account's distributions rather than its ARN.
    content.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsPublicMedia',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [content.arnForObjects('media/*')],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );
    // Course videos' HLS ladders (streams/*) through the same distribution, which serves them only
    // with the signed cookies the lessons function issues (its /streams/* behaviour trusts the key group).
    content.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsStreams',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [content.arnForObjects(`${STREAMS_PREFIX}*`)],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );
    Validations.of(content).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Objects are reached only through presigned URLs the lessons function signs after checking the viewer (owner or admin) in the service; server access logs would name only the signing role, never the viewer, and would add a log bucket and its cost.',
    });

    // E-mails to buyers and to the store: functions put them on this queue; the mail sender
    // delivers them through SES. A failed delivery is retried (the visibility timeout) and, after
    // the last receive, kept in the dead-letter queue for 14 days, where an alarm sees it.
    this.mailDeadLetterQueue = new Queue(this, 'MailDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(MAIL_DEAD_LETTER_RETENTION_DAYS),
    });
    Validations.of(this.mailDeadLetterQueue).acknowledge(
      { id: 'AwsSolutions-SQS3', reason: 'This is the dead-letter queue of the mail queue; it has none of its own.' },
      { id: 'Serverless-SQSRedrivePolicy', reason: 'This is the dead-letter queue of the mail queue; it has none of its own.' },
    );
    this.mailQueue = new Queue(this, 'Mail', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(MAIL_VISIBILITY_TIMEOUT_SECONDS),
      deadLetterQueue: { queue: this.mailDeadLetterQueue, maxReceiveCount: MAIL_MAX_RECEIVE_COUNT },
    });

    // The events the feedback function could not record (after the queue's retries), and those SNS
    // could not deliver to the queue: kept 14 days, with an alarm (operations stack).
    const mailFeedbackDeadLetters = new Queue(this, 'MailFeedbackDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(MAIL_DEAD_LETTER_RETENTION_DAYS),
    });
    Validations.of(mailFeedbackDeadLetters).acknowledge(
      { id: 'AwsSolutions-SQS3', reason: 'This is the dead-letter queue of the mail feedback queue; it has none of its own.' },
      { id: 'Serverless-SQSRedrivePolicy', reason: 'This is the dead-letter queue of the mail feedback queue; it has none of its own.' },
    );
    const mailFeedbackQueue = (this.mailFeedbackQueue = new Queue(this, 'MailFeedbackEvents', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(MAIL_VISIBILITY_TIMEOUT_SECONDS),
      deadLetterQueue: { queue: mailFeedbackDeadLetters, maxReceiveCount: MAIL_MAX_RECEIVE_COUNT },
    }));
    // Raw delivery: each queue message is SES's event itself, as the local mail stand-in sends it.
    mailFeedbackTopic.addSubscription(
      new SqsSubscription(mailFeedbackQueue, { rawMessageDelivery: true, deadLetterQueue: mailFeedbackDeadLetters }),
    );
    this.deadLetterQueues['mailFeedbackFailures'] = mailFeedbackDeadLetters;

    const triggerEnvironment = {
      settings,
      mail: this.mail,
      table,
      mailIdentity: this.mailIdentity,
      mailQueue: this.mailQueue,
      paymentCredentials: this.paymentCredentials,
      arcaCredentials: this.arcaCredentials,
      contentBucketName: this.contentBucketName,
    };
    const preSignUp = createStoreFunction(this, 'PreSignUp', {
      entry: triggerFunctions.preSignUp.entry,
      description: 'Cognito pre-sign-up: refuses attributes the profile rules refuse',
      ...triggerEnvironment,
    });
    // Under a launch the mail queue absorbs the purchase spike and the mail senders drain it no
    // faster than the stage's share of SES's send rate (infra/shared/mail-sending.ts).
    const sending = mailSendingPlan(settings.sesSendRatePerSecond);
    const mailSender = createStoreFunction(this, 'MailSenderFunction', {
      entry: queueFunctions.mailSender.entry,
      description: 'Delivers the queued e-mails through SES',
      invocation: 'queue',
      ...triggerEnvironment,
      mailSending: {
        configurationSetName: mailConfiguration.configurationSetName,
        configurationSetArn: mailConfigurationArn,
        sendIntervalMs: sending.sendIntervalMs,
      },
      options: { timeout: Duration.seconds(sending.timeoutSeconds) },
    });
    mailSender.function.addEventSource(
      new SqsEventSource(this.mailQueue, {
        batchSize: sending.batchSize,
        reportBatchItemFailures: true,
        maxConcurrency: sending.maximumConcurrency,
      }),
    );
    Validations.of(mailSender.function).acknowledge({
      id: 'Serverless-LambdaEventSourceMappingDestination',
      reason:
        'An SQS event source mapping takes no on-failure destination (Lambda supports them for stream and Kafka sources): a message the mail sender fails returns to the mail queue, whose redrive policy moves it to the dead-letter queue after the last receive.',
    });
    this.functions['mailSender'] = mailSender;
    const mailFeedback = createStoreFunction(this, 'MailFeedbackFunction', {
      entry: queueFunctions.mailFeedback.entry,
      description: "Puts the addresses SES reports as hard bounces or complaints on the store's suppression list",
      invocation: 'queue',
      ...triggerEnvironment,
    });
    mailFeedback.function.addEventSource(new SqsEventSource(mailFeedbackQueue, { batchSize: 10, reportBatchItemFailures: true }));
    Validations.of(mailFeedback.function).acknowledge({
      id: 'Serverless-LambdaEventSourceMappingDestination',
      reason:
        'An SQS event source mapping takes no on-failure destination (Lambda supports them for stream and Kafka sources): an event the feedback function fails returns to the feedback queue, whose redrive policy moves it to the dead-letter queue after the last receive.',
    });
    this.functions['mailFeedback'] = mailFeedback;
    const postConfirmation = createStoreFunction(this, 'PostConfirmation', {
      entry: triggerFunctions.postConfirmation.entry,
      description: 'Cognito post-confirmation: creates the profile record',
      ...triggerEnvironment,
    });
    const customMessage = createStoreFunction(this, 'CustomMessage', {
      entry: triggerFunctions.customMessage.entry,
      description: 'Cognito custom message: Spanish verification and reset e-mails',
      ...triggerEnvironment,
    });
    this.functions['preSignUp'] = preSignUp;
    this.functions['postConfirmation'] = postConfirmation;
    this.functions['customMessage'] = customMessage;

    // Every uploaded course video becomes an HLS ladder (MediaConvert), recorded on its topic.
    const ladder = new VideoLadder(this, 'VideoLadder', {
      bucket: content,
      wiring: triggerEnvironment,
      publishFunction: LambdaFunctionByName.fromFunctionName(this, 'PublishFunctionByName', publishFunctionName(settings.stage)),
    });
    this.functions['videoUploaded'] = ladder.uploadFunction;
    this.functions['ladderFinished'] = ladder.ladderFunction;
    this.deadLetterQueues['ladderEventFailures'] = ladder.failedEvents;
    this.deadLetterQueues['videoUploadFailures'] = ladder.failedUploads;

    const userPool = new UserPool(this, 'Users', {
      userPoolName: `${id}-users`,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A changed e-mail is used only once its new address is verified.
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        // Written once, at sign-up, where the pre-sign-up trigger checks them with the profile's
        // rules; mutable, any signed-in user could rewrite them afterwards with UpdateUserAttributes
        // (their own access token is enough) and no trigger would look. The store keeps the names
        // in its profile, changed through the API and its rules.
        givenName: { required: true, mutable: false },
        familyName: { required: true, mutable: false },
      },
      passwordPolicy: PASSWORD_POLICY,
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      email: settings.cognitoSesSender
        ? UserPoolEmail.withSES({
            fromEmail: settings.cognitoSesSender,
            fromName: settings.storeName,
            sesRegion: this.region,
            configurationSetName: mailConfiguration.configurationSetName,
          })
        : UserPoolEmail.withCognito(),
      lambdaTriggers: {
        preSignUp: preSignUp.function,
        postConfirmation: postConfirmation.function,
        customMessage: customMessage.function,
      },
      deletionProtection: settings.production,
      removalPolicy,
    });
    Validations.of(userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'The policy is the one the sign-up form checks and the local pool enforces (8+ characters, upper, lower and a digit; see PASSWORD_POLICY and docs/decisions/): symbols are not required, as OWASP ASVS and NIST SP 800-63B advise against composition rules.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Buyers of courses may enable TOTP MFA (optional); requiring it from every buyer of a course would stop most of them at sign-up.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          "Threat protection (advanced security) needs Cognito's Plus plan, priced per active user; the store runs on Essentials (decision in docs/decisions/).",
      },
      {
        id: 'AwsSolutions-COG8',
        reason: "The Plus plan's threat protection is priced per active user; the store runs on Essentials (decision in docs/decisions/).",
      },
    );
    this.userPool = userPool;

    new UserPoolGroup(this, 'AdminGroup', {
      userPool,
      groupName: ADMIN_GROUP,
      description: 'Store administrators: courses, plannings, coupons, planning users and sales.',
    });

    this.userPoolClient = new UserPoolClient(this, 'WebClient', {
      userPool,
      userPoolClientName: 'web',
      generateSecret: false,
      // infra/shared/web-sign-in.ts: SRP only (the CDK adds ALLOW_REFRESH_TOKEN_AUTH), the same
      // settings as the local Cognito's client.
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(WEB_SIGN_IN.accessTokenMinutes),
      idTokenValidity: Duration.minutes(WEB_SIGN_IN.idTokenMinutes),
      refreshTokenValidity: Duration.days(WEB_SIGN_IN.refreshTokenDays),
    });

    new CfnOutput(this, 'TableName', { value: table.tableName, description: 'For `npm run seed` against this stage.' });
    new CfnOutput(this, 'UserPoolId', { value: userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'ContentBucketName', { value: content.bucketName });
    new CfnOutput(this, 'PaymentCredentialsSecret', { value: this.paymentCredentials.secretArn });
    new CfnOutput(this, 'ArcaCredentialsSecret', { value: this.arcaCredentials.secretArn });
    new CfnOutput(this, 'StreamSigningKeySecret', { value: this.streamSigningKey.secretArn });
  }
}
