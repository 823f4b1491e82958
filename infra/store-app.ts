// Composes the store's stacks for one stage, in deployment order: data (stateful) → web → API →
// operations (alarms and the dashboard, which watch the others).
// The API stack comes last because the payment functions need the web address (return links)
// and it writes the web's /config.json from its own outputs.
import { Annotations, type App } from 'aws-cdk-lib';
import { ApiStack, type ApiStackProps } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { OperationsStack } from './stacks/operations-stack';
import { WebStack } from './stacks/web-stack';
import { stackNames } from './stack-names';
import type { StageSettings } from './stage-settings';

export interface StoreAppOptions {
  settings: StageSettings;
  webDistDir: string;
  /** Replaces the resolver map (tests). */
  resolverMap?: ApiStackProps['resolverMap'];
}

export interface StoreStacks {
  data: DataStack;
  web: WebStack;
  api: ApiStack;
  operations: OperationsStack;
}

/**
 * Stacks are environment-agnostic: the account and region come from the operator's credentials
 * at deploy time, so a synth without credentials produces the same templates.
 */
export function createStoreStacks(app: App, options: StoreAppOptions): StoreStacks {
  const { settings } = options;
  const names = stackNames(settings.stage);
  // Cross-stack references stay strong (CloudFormation exports): the stacks of one stage are
  // deployed together, and an export in use cannot be removed by mistake.
  app.node.setContext('@aws-cdk/core:defaultCrossStackReferences', 'strong');
  const tags = { project: 'fitness-store', stage: settings.stage };
  const data = new DataStack(app, names.data, { settings, tags, terminationProtection: settings.production });
  // On the data stack, whose table and pool the warning is about; `cdk synth` prints it.
  for (const warning of settings.warnings) Annotations.of(data).addWarningV2('store:stage-settings', warning);
  const web = new WebStack(app, names.web, {
    settings,
    tags,
    webDistDir: options.webDistDir,
    contentBucketName: data.contentBucketName,
  });
  const api = new ApiStack(app, names.api, {
    settings,
    tags,
    data,
    web: { stackName: web.stackName, distribution: web.distribution, webUrl: web.webUrl, streamKeyPairId: web.streamKeyPairId },
    ...(options.resolverMap ? { resolverMap: options.resolverMap } : {}),
  });
  const operations = new OperationsStack(app, names.operations, {
    settings,
    tags,
    api: api.api,
    table: data.table,
    // Every store function: AppSync's, HTTP, scheduled, the publish function and the data stack's.
    functions: {
      ...data.functions,
      ...api.graphqlFunctions,
      ...api.httpFunctions,
      ...api.scheduledFunctions,
      publish: api.publishFunction,
    },
    mailQueue: data.mailQueue,
    mailDeadLetterQueue: data.mailDeadLetterQueue,
    mailFeedbackQueue: data.mailFeedbackQueue,
    deadLetterQueues: { ...data.deadLetterQueues, ...api.deadLetterQueues },
  });
  return { data, web, api, operations };
}
