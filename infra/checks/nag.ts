// The cdk-nag packs every synth runs: AWS Solutions and Serverless. A finding stops synth unless
// it is acknowledged next to the resource with Validations.of(…).acknowledge({ id, reason }).
import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks, type NagPack } from 'cdk-nag';

function storeNagPacks(app: App): NagPack[] {
  return [new AwsSolutionsChecks(app), new ServerlessChecks(app)];
}

export function addNagChecks(app: App): void {
  Validations.of(app).addPlugins(...storeNagPacks(app));
}
