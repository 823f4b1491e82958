// Stream key rotation with overlap (issue 36): a CloudFront public key can change only its comment,
// so the web stack makes one public key per generation of the stage file's "streamKeyGenerations"
// and the key group trusts them all. During a rotation ("1,2") the group holds two keys; before
// and after it, one. Generation 1 keeps the single key's ids, so adding generation 2 replaces
// nothing already deployed.
import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { readStageSettings } from '../../infra/stage-settings';
import { synthStore } from './synth-store';

const webTemplate = (streamKeyGenerations?: string): Template =>
  synthStore({ context: { stage: 'rot', ...(streamKeyGenerations ? { streamKeyGenerations } : {}) } }).templates.web;

const keyGroupItems = (template: Template): unknown[] => {
  const groups = Object.values(template.findResources('AWS::CloudFront::KeyGroup')) as {
    Properties: { KeyGroupConfig: { Items: unknown[] } };
  }[];
  expect(groups).toHaveLength(1);
  return groups[0]?.Properties.KeyGroupConfig.Items ?? [];
};
const publicKeyIds = (template: Template) => Object.keys(template.findResources('AWS::CloudFront::PublicKey')).sort();
const parameters = (template: Template) =>
  Object.keys(template.findParameters('*'))
    .filter((name) => name.startsWith('StreamPublicKey'))
    .sort();
const outputs = (template: Template) =>
  Object.keys(template.findOutputs('*'))
    .filter((name) => name.startsWith('StreamKeyPairId'))
    .sort();

describe('the stream key group', () => {
  const before = webTemplate();
  const during = webTemplate('1,2');
  const after = webTemplate('2');

  it('holds one key before a rotation, from the StreamPublicKey parameter', () => {
    expect(keyGroupItems(before)).toHaveLength(1);
    expect(parameters(before)).toEqual(['StreamPublicKey']);
    expect(outputs(before)).toEqual(['StreamKeyPairId']);
  });

  it('holds two keys during a rotation, each from its own parameter, with each id as an output', () => {
    const items = keyGroupItems(during);
    expect(items).toHaveLength(2);
    expect(items.map((item) => (item as { Ref: string }).Ref).sort()).toEqual(publicKeyIds(during));
    expect(parameters(during)).toEqual(['StreamPublicKey', 'StreamPublicKey2']);
    expect(outputs(during)).toEqual(['StreamKeyPairId', 'StreamKeyPairId2']);
    // Generation 1 is the same resource as before the rotation: CloudFront keeps trusting it.
    expect(publicKeyIds(during)).toEqual(expect.arrayContaining(publicKeyIds(before)));
  });

  it('holds the new key alone once the old generation is dropped', () => {
    expect(keyGroupItems(after)).toHaveLength(1);
    expect(parameters(after)).toEqual(['StreamPublicKey2']);
    expect(publicKeyIds(after)).toEqual(publicKeyIds(during).filter((id) => !publicKeyIds(before).includes(id)));
  });

  it('refuses a third generation and a repeated one', () => {
    const settings = (streamKeyGenerations: string) => readStageSettings(new App({ context: { stage: 'rot', streamKeyGenerations } }).node);
    expect(() => settings('1,2,3')).toThrow(/at most two generations/);
    expect(() => settings('2,2')).toThrow(/twice/);
  });
});
