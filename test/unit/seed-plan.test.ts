// What `npm run seed` may write where: demo data only when asked for, never on a production stage,
// and only a local DynamoDB without naming the stage.
import { describe, expect, it } from 'vitest';
import { parseSeedArguments, planSeed, type StageLookup } from '../../infra/operator/seed-plan';

const stages: StageLookup = (stage) => ({ prod: { production: true }, trial: { production: false } })[stage] ?? 'no stage file';
const onAws = { tableName: null, dynamodbEndpoint: null };

describe('the seed plan', () => {
  it('seeds a stage without the demo unless --demo is given', () => {
    expect(planSeed(parseSeedArguments(['--stage', 'prod']), onAws, stages)).toEqual({
      kind: 'seed',
      demo: false,
      stage: 'prod',
      tableName: null,
      dynamodbEndpoint: null,
    });
    expect(planSeed(parseSeedArguments(['--stage', 'trial', '--demo']), onAws, stages)).toMatchObject({ kind: 'seed', demo: true });
  });

  it('refuses the demo on a production stage, naming its public coupons', () => {
    const plan = planSeed(parseSeedArguments(['--stage', 'prod', '--demo']), onAws, stages);
    expect(plan).toMatchObject({ kind: 'refused' });
    expect(plan.kind === 'refused' && plan.reason).toMatch(/production stage .*BIENVENIDA15 and PLAN2000\)\. Nothing was written\./);
  });

  it('refuses a stage without a file, which would say whether it is production', () => {
    expect(planSeed(parseSeedArguments(['--stage', 'prd', '--demo']), onAws, stages)).toMatchObject({
      kind: 'refused',
      reason: expect.stringMatching(/no infra\/stages\/prd\.json/),
    });
  });

  it('seeds without a stage only a local DynamoDB', () => {
    expect(planSeed(parseSeedArguments(['--demo']), { tableName: 'store', dynamodbEndpoint: null }, stages)).toMatchObject({
      kind: 'refused',
      reason: expect.stringMatching(/npm run seed -- --stage <stage>/),
    });
    expect(
      planSeed(parseSeedArguments(['--demo']), { tableName: 'store', dynamodbEndpoint: 'http://127.0.0.1:8000' }, stages),
    ).toMatchObject({ kind: 'seed', demo: true, tableName: 'store' });
  });
});
