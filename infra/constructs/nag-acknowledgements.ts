// Acknowledgements of cdk-nag findings on resources whose code or policy aws-cdk-lib writes for
// us (BucketDeployment's and LogRetention's provider functions, AppSync data-source roles). Our
// own resources acknowledge their findings where they are created, each with its reason.
import { type Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** Every CloudFormation IAM policy at or below `scope`. */
function policiesUnder(scope: IConstruct): CfnPolicy[] {
  return scope.node.findAll().filter((child): child is CfnPolicy => child instanceof CfnPolicy);
}

/**
 * Acknowledges each wildcard finding (AwsSolutions-IAM5[…]) of the IAM policies below `scope`,
 * computed by cdk-nag's own rule so the acknowledgement names exactly what it accepts. Call it
 * after the last grant to those policies, and only where no cross-stack reference appears in them
 * (those render differently once synthesis resolves them).
 */
export function acknowledgeWildcardFindings(scope: IConstruct, reason: string): void {
  for (const policy of policiesUnder(scope)) {
    const findings = rules.iam.IAMNoWildcardPermissions(policy);
    if (!Array.isArray(findings)) continue;
    for (const finding of findings) {
      Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
    }
  }
}

const PROVIDERS = [
  { prefix: 'Custom::CDKBucketDeployment', name: 'BucketDeployment (copies the built web into S3 during a deploy)' },
  { prefix: 'LogRetention', name: 'LogRetention (sets the retention of the AppSync log group during a deploy)' },
] as const;

/** Acknowledges the findings on aws-cdk-lib's provider functions of `stack`, with the reasons. */
export function acknowledgeCdkProviders(stack: Stack): void {
  for (const child of stack.node.children) {
    const provider = PROVIDERS.find((candidate) => child.node.id.startsWith(candidate.prefix));
    if (!provider) continue;
    const owned = `aws-cdk-lib's ${provider.name} provider function, whose code, runtime and role aws-cdk-lib writes; it runs only while CloudFormation deploys`;
    acknowledgeWildcardFindings(
      child,
      `${owned}. Its permissions are the ones aws-cdk-lib grants it for that job (CloudFront invalidations and log retention policies have no resource-level scoping).`,
    );
    Validations.of(child).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${owned}: its role carries the basic execution policy.`,
      },
      { id: 'AwsSolutions-L1', reason: `${owned}: its runtime moves with aws-cdk-lib.` },
      { id: 'Serverless-LambdaLatestVersion', reason: `${owned}: its runtime moves with aws-cdk-lib.` },
      { id: 'Serverless-LambdaDLQ', reason: `${owned}: CloudFormation calls it and reports its failure.` },
      {
        id: 'Serverless-LambdaAsyncFailureDestination',
        reason: `${owned}: CloudFormation calls it and reports its failure.`,
      },
      { id: 'Serverless-LambdaTracing', reason: `${owned}: a deploy-time job; tracing adds cost, no insight.` },
      {
        id: 'Serverless-LambdaDefaultMemorySize',
        reason: `${owned}: its memory is aws-cdk-lib's (BucketDeployment's is set through memoryLimit).`,
      },
      {
        id: 'Serverless-LambdaDefaultTimeout',
        reason: `${owned}: its timeout is aws-cdk-lib's.`,
      },
    );
  }
}
