// The CDK app (cdk.json runs it with tsx): builds the web when its sources changed, composes the
// stacks of the stage chosen with `-c stage=…`, and runs the cdk-nag packs over all of them.
import { resolve } from 'node:path';
import { App } from 'aws-cdk-lib';
import { addNagChecks } from './checks/nag';
import { buildWebIfStale } from './shared/web-build';
import { readStageSettings } from './stage-settings';
import { createStoreStacks } from './store-app';

const app = new App();
const settings = readStageSettings(app.node);
// The SPA is part of the deployment: a clean clone has no web/dist, so synth builds it (Vite),
// and skips the build when web/dist is newer than every web source. `-c webDistDir=…` deploys a
// build made elsewhere (e.g. a CI artifact) instead.
const givenWebDist: unknown = app.node.tryGetContext('webDistDir');
const webDistDir =
  typeof givenWebDist === 'string' && givenWebDist !== ''
    ? resolve(givenWebDist)
    : await buildWebIfStale((line) => process.stderr.write(`${line}\n`));
createStoreStacks(app, { settings, webDistDir });
addNagChecks(app);
app.synth();
