// What the stacks hold that costs by the month, counted in the templates `cdk synth` writes for a
// production stage (no bundling: only the resources are read), so the cost model follows the stacks
// as they change instead of a hand-kept count.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { readStageSettings } from '../infra/stage-settings';
import { createStoreStacks } from '../infra/store-app';
import type { FixedResources } from './monthly-cost';

const MINUTES_A_MONTH = 30 * 24 * 60;

interface TemplateResource {
  Type: string;
  Properties?: Record<string, unknown>;
}

/** Runs a month of a schedule expression: rate(N minutes|hours|days) or a daily cron. */
function runsPerMonth(expression: string): number {
  const rate = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression);
  if (rate) {
    const every = Number(rate[1]) * (rate[2]?.startsWith('minute') ? 1 : rate[2]?.startsWith('hour') ? 60 : 24 * 60);
    return MINUTES_A_MONTH / every;
  }
  if (expression.startsWith('cron(')) return 30; // the store's crons run once a day
  throw new Error(`unknown schedule expression ${expression}`);
}

export function countFixedResources(): FixedResources {
  const work = mkdtempSync(join(tmpdir(), 'bench-fixed-'));
  try {
    const web = join(work, 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'app.html'), '<!doctype html>');
    const stages = join(work, 'stages');
    mkdirSync(stages);
    writeFileSync(
      join(stages, 'bench.json'),
      JSON.stringify({
        production: true,
        legalName: 'Impulso S.A.S.',
        cuit: '30-71234567-1',
        cognitoSesSender: 'tienda@impulso.com.ar',
        alarmEmail: 'guardia@impulso.com.ar',
      }),
    );
    const app = new App({ outdir: join(work, 'out'), context: { stage: 'bench', 'aws:cdk:bundling-stacks': [] } });
    createStoreStacks(app, { settings: readStageSettings(app.node, stages), webDistDir: web });
    const resources = app
      .synth()
      .stacks.flatMap((stack) => Object.values((stack.template as { Resources?: Record<string, TemplateResource> }).Resources ?? {}));
    const ofType = (type: string) => resources.filter((resource) => resource.Type === type);
    const schedules = [
      ...ofType('AWS::Events::Rule').map((rule) => rule.Properties?.['ScheduleExpression']),
      ...ofType('AWS::Scheduler::Schedule').map((schedule) => schedule.Properties?.['ScheduleExpression']),
    ].filter((expression): expression is string => typeof expression === 'string');
    return {
      webAcls: ofType('AWS::WAFv2::WebACL').length,
      wafRules: ofType('AWS::WAFv2::WebACL').reduce(
        (sum, acl) => sum + ((acl.Properties?.['Rules'] as unknown[] | undefined)?.length ?? 0),
        0,
      ),
      alarms: ofType('AWS::CloudWatch::Alarm').length,
      dashboards: ofType('AWS::CloudWatch::Dashboard').length,
      secrets: ofType('AWS::SecretsManager::Secret').length,
      scheduledRunsPerMonth: schedules.reduce((sum, expression) => sum + runsPerMonth(expression), 0),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
