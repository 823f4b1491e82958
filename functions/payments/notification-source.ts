// What a request to the notification URL says, and how far it can be trusted, as Mercado Pago
// documents its two kinds of notification:
//   - Webhooks: POST <url>?data.id=<id>&type=<topic>, a JSON body {type, action, data: {id}}, and
//     an x-signature over data.id, x-request-id and ts (webhook-signature.ts);
//   - IPN: POST <url>?topic=<topic>&id=<id> (a body, if any, {resource, topic}). IPN carries an
//     x-signature header too, which the documentation says cannot be validated with the secret.
// Neither is ever the truth: each names a resource the store then reads from Mercado Pago with
// its own credentials. A present webhook signature is still checked, so a forgery is refused and
// a genuine one tells which seller it is for; an IPN or an unsigned webhook is a hint like any
// other, whose re-reads the caller limits. Pure: the caller gives the secrets and the clock.
import { verifyWebhookSignature } from './webhook-signature';

/** The resources a notification can name that the store acts on. */
export type NotificationTopic =
  'payment' | 'merchant_order' | 'chargebacks' | 'subscription_preapproval' | 'subscription_authorized_payment';

export interface NotificationHint {
  topic: NotificationTopic;
  /** The resource's id at Mercado Pago (a payment, a merchant order, a chargeback). */
  resourceId: string;
}

export type NotificationReading =
  /** A webhook whose signature verifies with seller `secretIndex`'s secret, whatever its age. */
  | { kind: 'signed'; hint: NotificationHint; secretIndex: number; ageSeconds: number; requestId: string | null }
  /** An IPN, or a webhook without a signature: a hint from someone, seller unknown. */
  | { kind: 'unsigned'; hint: NotificationHint; form: 'ipn' | 'webhook' }
  /** A webhook with a signature that does not verify: refused. */
  | { kind: 'forged'; reason: 'MISSING' | 'MISMATCH' }
  /** Nothing the store acts on (another topic, no usable id). */
  | { kind: 'not-for-us' }
  /** A webhook (nothing in the query names the resource) whose body is not JSON. */
  | { kind: 'invalid-body' };

export interface NotificationRequestParts {
  headers: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: string | null;
}

/** Topic names as webhooks (`type`, also the `topic_*_wh` forms) and IPN (`topic`) spell them. */
const TOPICS: Record<string, NotificationTopic> = {
  payment: 'payment',
  merchant_order: 'merchant_order',
  topic_merchant_order_wh: 'merchant_order',
  chargebacks: 'chargebacks',
  topic_chargebacks_wh: 'chargebacks',
  // Suscripciones (decision 074): a preapproval, and one period's charge (an authorized payment).
  subscription_preapproval: 'subscription_preapproval',
  subscription_authorized_payment: 'subscription_authorized_payment',
};

/** Mercado Pago's ids are numbers; anything else is not looked up (nor put in a URL). */
const RESOURCE_ID = /^[\w-]{1,64}$/;

interface BodyFields {
  type?: string;
  topic?: string;
  dataId?: string;
  resource?: string;
}

function readBody(body: string | null): BodyFields | null {
  if (!body || !body.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' ? field : typeof field === 'number' ? String(field) : undefined);
  const data = record['data'];
  const dataId = typeof data === 'object' && data !== null ? text((data as Record<string, unknown>)['id']) : undefined;
  const fields: BodyFields = {};
  const type = text(record['type']);
  const topic = text(record['topic']);
  const resource = text(record['resource']);
  if (type !== undefined) fields.type = type;
  if (topic !== undefined) fields.topic = topic;
  if (dataId !== undefined) fields.dataId = dataId;
  if (resource !== undefined) fields.resource = resource;
  return fields;
}

/** The id at the end of an IPN body's `resource` (a bare id or the resource's API address). */
const idOfResource = (resource: string | undefined): string | undefined => resource?.split(/[/?#]/).filter(Boolean).at(-1);

function hintOf(topicName: string | undefined, id: string | undefined): NotificationHint | null {
  const topic = topicName ? TOPICS[topicName] : undefined;
  if (!topic || !id || !RESOURCE_ID.test(id)) return null;
  return { topic, resourceId: id };
}

export interface ReadNotificationInput extends NotificationRequestParts {
  /** Every secret that may have signed (one per seller application). */
  secrets: readonly string[];
  now: Date;
}

/** Reads a request to the notification URL (headers lower-cased). */
export function readNotification(input: ReadNotificationInput): NotificationReading {
  const { query, headers } = input;
  // IPN: the query names topic and id (never data.id); its x-signature cannot be checked.
  if (query['topic'] !== undefined && query['data.id'] === undefined) {
    const body = readBody(input.body) ?? {};
    const hint = hintOf(query['topic'] ?? body.topic, query['id'] ?? idOfResource(body.resource));
    return hint ? { kind: 'unsigned', hint, form: 'ipn' } : { kind: 'not-for-us' };
  }
  const body = readBody(input.body);
  if (body === null && query['data.id'] === undefined) return { kind: 'invalid-body' };
  const dataId = query['data.id'] ?? query['id'] ?? body?.dataId;
  const topicName = query['type'] ?? body?.type ?? body?.topic;
  const requestId = headers['x-request-id'] ?? null;
  if (headers['x-signature'] !== undefined) {
    const check = verifyWebhookSignature({
      header: headers['x-signature'],
      requestId,
      dataId: dataId ?? null,
      secrets: input.secrets,
      now: input.now,
    });
    if (!check.valid) return { kind: 'forged', reason: check.reason };
    const hint = hintOf(topicName, dataId);
    return hint
      ? { kind: 'signed', hint, secretIndex: check.secretIndex, ageSeconds: check.ageSeconds, requestId }
      : { kind: 'not-for-us' };
  }
  const hint = hintOf(topicName, dataId);
  return hint ? { kind: 'unsigned', hint, form: 'webhook' } : { kind: 'not-for-us' };
}
