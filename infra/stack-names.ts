// The names of a stage's stacks. Plain strings with no CDK import, so the operator's tools (seed,
// preflight) find a stage's stacks and their outputs without loading the CDK app.
export function stackNames(stage: string) {
  return {
    data: `fitness-store-${stage}-data`,
    web: `fitness-store-${stage}-web`,
    api: `fitness-store-${stage}-api`,
    operations: `fitness-store-${stage}-operations`,
  };
}
