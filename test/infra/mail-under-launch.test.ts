// Mail under a launch (issue 36): the mail sender drains its queue no faster than the stage's share
// of SES's send rate (the event source's maximum concurrency and each sender's pace, from
// "sesSendRatePerSecond"); every e-mail goes out with a configuration set whose bounce and
// complaint events reach the mail feedback function through SNS and a queue with a dead-letter
// queue; a stage with a domain gets SES's domain identity with DKIM and a custom MAIL FROM.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/shared/paths';
import { mailSendingPlan } from '../../infra/shared/mail-sending';
import { synthStore } from './synth-store';

const EXAMPLE = JSON.parse(readFileSync(join(repositoryRoot, 'infra', 'stages', 'example.json'), 'utf8')) as Record<string, unknown>;
const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0f0e0d0c-0b0a-0908-0706-050403020100';
const FILLED_IN = {
  storeName: 'Tienda Norte',
  legalName: 'Tienda Norte S.R.L.',
  cuit: '30-71234567-1',
  cognitoSesSender: 'tienda@tiendanorte.com.ar',
  alarmEmail: 'guardia@tiendanorte.com.ar',
};

function dataTemplate(changes: Record<string, unknown>): Template {
  const directory = mkdtempSync(join(tmpdir(), 'mail-stage-'));
  writeFileSync(join(directory, 'prod.json'), JSON.stringify({ ...EXAMPLE, ...FILLED_IN, ...changes }));
  return synthStore({ context: { stage: 'prod' }, stagesDirectory: directory }).templates.data;
}

const mailSenderOf = (template: Template) => {
  const [entry] = Object.entries(template.findResources('AWS::Lambda::Function')).filter(([, resource]) =>
    String((resource as { Properties: { Description?: string } }).Properties.Description).startsWith('Delivers the queued e-mails'),
  );
  if (!entry) throw new Error('no mail sender');
  return { logicalId: entry[0], properties: (entry[1] as { Properties: Record<string, unknown> }).Properties };
};

describe('the mail sender sized to the SES send rate', () => {
  it.each([
    [1, 2, 2000],
    [10, 10, 1000],
    [14, 14, 1000],
    [2.5, 2, 800],
  ])('at %s e-mails a second: %s senders at most, one send every %s ms each', (rate, concurrency, interval) => {
    const plan = mailSendingPlan(rate);
    expect(plan).toMatchObject({ maximumConcurrency: concurrency, sendIntervalMs: interval });
    // Together they never pass the rate, and a batch fits the function's time.
    expect((plan.maximumConcurrency * 1000) / plan.sendIntervalMs).toBeLessThanOrEqual(rate);
    expect(plan.timeoutSeconds * 1000).toBeGreaterThan((plan.batchSize - 1) * plan.sendIntervalMs);
  });

  it("derives the event source's maximum concurrency and the sender's pace from the stage file", () => {
    const template = dataTemplate({ sesSendRatePerSecond: 12 });
    const sender = mailSenderOf(template);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: sender.logicalId },
      ScalingConfig: { MaximumConcurrency: 12 },
      BatchSize: 10,
    });
    expect(sender.properties['Environment']).toMatchObject({
      Variables: { MAIL_SEND_INTERVAL_MS: '1000', MAIL_CONFIGURATION_SET: { Ref: expect.stringMatching(/^MailConfiguration/) } },
    });
    expect(sender.properties['Timeout']).toBe(mailSendingPlan(12).timeoutSeconds);
  });
});

describe('bounces and complaints', () => {
  const template = dataTemplate({});

  it('sends with a configuration set whose bounce and complaint events go to an SNS topic only SES publishes to', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: Match.stringLikeRegexp('^MailFeedback') } },
      },
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Action: 'sns:Publish', Effect: 'Allow', Principal: { Service: 'ses.amazonaws.com' } }),
        ]),
      }),
    });
    // Cognito's codes go out with it too.
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER', ConfigurationSet: Match.anyValue() }),
    });
  });

  it('delivers the events raw to the feedback queue, with a dead-letter queue for both the subscription and the queue', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'sqs',
      RawMessageDelivery: true,
      TopicArn: { Ref: Match.stringLikeRegexp('^MailFeedback') },
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^MailFeedbackDeadLetters'), 'Arn'] } },
    });
    template.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^MailFeedbackDeadLetters'), 'Arn'] },
        maxReceiveCount: 3,
      },
    });
    const feedback = Object.entries(template.findResources('AWS::Lambda::Function')).find(([, resource]) =>
      String((resource as { Properties: { Description?: string } }).Properties.Description).startsWith('Puts the addresses SES reports'),
    );
    expect(feedback).toBeDefined();
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: feedback?.[0] },
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^MailFeedbackEvents'), 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('lets the mail sender send with the configuration set, and no other function send at all', () => {
    const sender = mailSenderOf(template);
    const role = (sender.properties['Role'] as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as { Properties: Record<string, unknown> }[];
    const own = policies.filter((policy) => JSON.stringify(policy.Properties['Roles']) === JSON.stringify([{ Ref: role }]));
    expect(JSON.stringify(own)).toMatch(/configuration-set\//);
  });
});

describe('the sending domain', () => {
  it('with a domain: a domain identity with 2048-bit Easy DKIM, MAIL FROM mail.<domain>, the records as outputs', () => {
    const template = dataTemplate({ domainName: 'tiendanorte.com.ar', certificateArn: CERTIFICATE });
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'tiendanorte.com.ar',
      DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' },
      MailFromAttributes: { MailFromDomain: 'mail.tiendanorte.com.ar', BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' },
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    const outputs = Object.keys(template.findOutputs('*'));
    expect(outputs).toEqual(expect.arrayContaining(['MailDkimRecord1', 'MailDkimRecord2', 'MailDkimRecord3', 'MailFromRecords']));
  });

  it('without one: the sender address, verified by SES by e-mail, with the same configuration set', () => {
    const template = dataTemplate({});
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: { Ref: 'MailFrom' },
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    expect(Object.keys(template.findOutputs('*'))).not.toContain('MailFromRecords');
  });
});
