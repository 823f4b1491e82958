// Adaptive streaming on AWS (issue 26): every course video uploaded to the content bucket becomes
// an HLS ladder (functions/domain/video-stream.ts) made by MediaConvert; so does a member's
// form-check video (issue 40, functions/domain/form-check.ts).
//
//   upload (presigned PUT) ─ S3 event (courses/…, formchecks/…) ─▶ VideoUploaded function ─ CreateJob ─▶ MediaConvert
//   MediaConvert ─ "MediaConvert Job State Change" (EventBridge) ─▶ LadderFinished function ─▶ topic or form-check record
//
// MediaConvert's role reads uploads (courses/*, formchecks/*) and writes ladders (streams/*) of that bucket only;
// the upload function may create jobs on the default queue and pass exactly that role.
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Arn, Stack, Validations } from 'aws-cdk-lib';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { EventType, type Bucket } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { failedInvocationsQueue } from './failed-invocations';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledgeWildcardFindings } from './nag-acknowledgements';
import { BUCKET_METADATA, SOURCE_KEY_METADATA } from '../../functions/domain/mediaconvert-events';
import { FORM_CHECKS_PREFIX } from '../../functions/domain/form-check';
import { STREAMS_PREFIX } from '../../functions/domain/video-stream';
import { videoFunctions } from '../../functions/handlers/resolver-map';
import { createStoreFunction, type StoreFunctionWiring } from './store-function-factory';
import type { StoreFunction } from './store-function';

/** Where uploads land: course videos (functions/domain/video-content.ts) and form checks. */
const UPLOAD_PREFIXES = ['courses/', FORM_CHECKS_PREFIX] as const;

export interface VideoLadderProps {
  bucket: Bucket;
  /** The data stack's function wiring (table, settings…). */
  wiring: Omit<StoreFunctionWiring, 'entry' | 'description'>;
  /** The publish function, by name: a finished ladder republishes its course's page (its figures). */
  publishFunction: IFunction;
}

export class VideoLadder extends Construct {
  readonly mediaConvertRole: Role;
  readonly uploadFunction: StoreFunction;
  readonly ladderFunction: StoreFunction;
  /** Ladder events the function could not take after its retries (alarmed in the operations stack). */
  readonly failedEvents: Queue;
  /** The upload function's failed invocations (S3 invokes it asynchronously). */
  readonly failedUploads: Queue;

  constructor(scope: Construct, id: string, props: VideoLadderProps) {
    super(scope, id);
    const { bucket } = props;

    this.mediaConvertRole = new Role(this, 'MediaConvertRole', {
      assumedBy: new ServicePrincipal('mediaconvert.amazonaws.com'),
      description: 'MediaConvert: reads course and form-check video uploads and writes their HLS ladders in the content bucket',
    });
    this.mediaConvertRole.addToPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['s3:GetObject'],
        resources: UPLOAD_PREFIXES.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
      }),
    );
    this.mediaConvertRole.addToPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:PutObject'], resources: [bucket.arnForObjects(`${STREAMS_PREFIX}*`)] }),
    );

    acknowledgeWildcardFindings(
      this.mediaConvertRole,
      "MediaConvert reads the upload each job names and writes its ladder, whose keys are chosen per course, topic (or member, result) and upload at run time: the grant is the content bucket's courses/* and formchecks/* (read) and streams/* (write) only.",
    );

    // S3 invokes it asynchronously: an upload whose job could not be started lands here after
    // Lambda's two retries (alarmed), for the operator to start again.
    this.failedUploads = failedInvocationsQueue(this, 'VideoUploadFailures', 'the video upload function');
    this.uploadFunction = createStoreFunction(this, 'VideoUploaded', {
      ...props.wiring,
      options: { asyncFailureQueue: this.failedUploads },
      entry: videoFunctions.videoUploaded.entry,
      description: 'Starts the MediaConvert job that makes an uploaded course video an HLS ladder',
      transcoding: { roleArn: this.mediaConvertRole.roleArn },
    });
    const uploadRole = this.uploadFunction.role;
    uploadRole.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['mediaconvert:CreateJob'],
        resources: [Arn.format({ service: 'mediaconvert', resource: 'queues', resourceName: 'Default' }, Stack.of(this))],
      }),
    );
    uploadRole.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['iam:PassRole'],
        resources: [this.mediaConvertRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } },
      }),
    );
    // S3 → the function, for new objects under courses/ and formchecks/ (the function ignores what is not a video).
    for (const prefix of UPLOAD_PREFIXES) {
      bucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(this.uploadFunction.function), { prefix });
    }
    // aws-cdk-lib's provider for bucket notifications (a deploy-time function it writes).
    const notificationsHandler = Stack.of(this).node.tryFindChild('BucketNotificationsHandler050a0587b7544547bf325f094a3db834');
    if (notificationsHandler) {
      Validations.of(notificationsHandler).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "aws-cdk-lib's BucketNotifications provider function, whose code and role aws-cdk-lib writes; it runs only while CloudFormation deploys the bucket's notification configuration.",
      });
    }

    // EventBridge invokes it asynchronously: an event the function fails (after Lambda's two
    // retries) and one EventBridge could not deliver (after its four) land in the same queue.
    const failedEvents = failedInvocationsQueue(this, 'LadderEventFailures', 'the ladder function');
    this.ladderFunction = createStoreFunction(this, 'LadderFinished', {
      ...props.wiring,
      options: { asyncFailureQueue: failedEvents },
      publishFunction: props.publishFunction,
      entry: videoFunctions.ladderFinished.entry,
      description: "Records a finished HLS ladder on its course topic or form check (MediaConvert's job state change)",
    });
    this.failedEvents = failedEvents;
    new Rule(this, 'JobStateChange', {
      description: "MediaConvert's COMPLETE and ERROR events of the store's ladder jobs → the ladder function",
      eventPattern: {
        source: ['aws.mediaconvert'],
        detailType: ['MediaConvert Job State Change'],
        detail: {
          status: ['COMPLETE', 'ERROR'],
          // This stage's jobs only (another stage in the same account has its own bucket).
          userMetadata: { [SOURCE_KEY_METADATA]: UPLOAD_PREFIXES.map((prefix) => ({ prefix })), [BUCKET_METADATA]: [bucket.bucketName] },
        },
      },
      targets: [new LambdaFunction(this.ladderFunction.function, { retryAttempts: 4, deadLetterQueue: failedEvents })],
    });
  }
}
