// The store operations the benchmark measures, as a client performs them: the web app's own
// GraphQL documents (web/src/generated, so the bench sends what the browser sends) with the
// caller a real visitor or buyer would be. An operation whose fields no function resolves yet,
// or whose document the web does not have yet, is reported as "not available yet", never as zero.
import * as webDocuments from '../web/src/generated/graphql';
import { graphqlFunctions, httpFunctions } from '../functions/handlers/resolver-map';

export type OperationId =
  | 'catalogue'
  | 'coursePage'
  | 'lessonTopic'
  | 'myOrders'
  | 'memberToday'
  | 'coachView'
  | 'createOrder'
  | 'webhook'
  | 'paymentSweep'
  | 'paymentSweepOpen';

/** Visitor: API key. Buyer: signed in, has orders. Purchaser: signed in, places new orders. Admin: the coach. */
export type Caller = 'visitor' | 'buyer' | 'purchaser' | 'admin';

export interface GraphqlRequest {
  /** Root field it reaches, as `Query.listItems`. */
  field: string;
  query: string;
  variables: Record<string, unknown>;
  caller: Caller;
}

/** What the operations need to know about the data they run against. */
export interface OperationContext {
  courseId: string;
  /** A topic of that course open to everyone (the free preview). */
  publicTopicId: string;
  /** An item the buyer can order. */
  orderItemId: string;
  /** A planning the buyer is an active member of, started today. */
  memberPlanningId: string;
  /** A new idempotency key per purchase attempt. */
  newIdempotencyKey: () => string;
}

export interface OperationDefinition {
  id: OperationId;
  label: string;
  /** What the web does for this operation, in the order it does it. */
  requests: (context: OperationContext) => GraphqlRequest[];
  /** Name of the web's generated document(s) used, for the "not available" reason. */
  documents: string[];
  /** Repeating it changes data (new orders): measured, but not under load with one fixed body. */
  writes: boolean;
}

// The lessons page has no web document yet; this is the query its topic view needs.
const TOPIC_CONTENT_QUERY = `query TopicContent($itemId: ID!, $topicId: ID!) {
  getTopicContent(itemId: $itemId, topicId: $topicId) { itemId topicId text videoUrl videoExpiresAt }
}`;

function webDocument(name: string): string | null {
  const document = (webDocuments as Record<string, unknown>)[name];
  return document === undefined || document === null ? null : String(document);
}

const documentOrThrow = (name: string): string => {
  const document = webDocument(name);
  if (!document) throw new Error(`web document ${name} not found`);
  return document;
};

/** The feed page /admin/coaching asks for (web/src/features/coaching/api/coaching.ts). */
export const COACH_FEED_PAGE = 20;

export const OPERATIONS: OperationDefinition[] = [
  {
    id: 'catalogue',
    label: 'Catálogo (listItems)',
    documents: ['ListItemsDocument'],
    writes: false,
    requests: () => [{ field: 'Query.listItems', query: documentOrThrow('ListItemsDocument'), variables: {}, caller: 'visitor' }],
  },
  {
    id: 'coursePage',
    label: 'Página de curso (getItem + listLessonUnits)',
    documents: ['GetItemDocument', 'CourseProgramDocument'],
    writes: false,
    requests: (context) => [
      { field: 'Query.getItem', query: documentOrThrow('GetItemDocument'), variables: { id: context.courseId }, caller: 'visitor' },
      {
        field: 'Query.listLessonUnits',
        query: documentOrThrow('CourseProgramDocument'),
        variables: { itemId: context.courseId },
        caller: 'visitor',
      },
    ],
  },
  {
    id: 'lessonTopic',
    label: 'Clase pública (getTopicContent)',
    documents: [],
    writes: false,
    requests: (context) => [
      {
        field: 'Query.getTopicContent',
        query: TOPIC_CONTENT_QUERY,
        variables: { itemId: context.courseId, topicId: context.publicTopicId },
        caller: 'visitor',
      },
    ],
  },
  {
    id: 'myOrders',
    label: 'Mis compras (listMyOrders)',
    documents: ['ListMyOrdersDocument'],
    writes: false,
    requests: () => [{ field: 'Query.listMyOrders', query: documentOrThrow('ListMyOrdersDocument'), variables: {}, caller: 'buyer' }],
  },
  {
    id: 'memberToday',
    label: 'Hoy en mi planificación (planningWeek)',
    documents: ['PlanningWeekDocument'],
    writes: false,
    requests: (context) => [
      {
        field: 'Query.planningWeek',
        query: documentOrThrow('PlanningWeekDocument'),
        variables: { planningId: context.memberPlanningId },
        caller: 'buyer',
      },
    ],
  },
  {
    // What /admin/coaching loads for a planning: its members with their counters, and the
    // results feed's first page (20, as the page asks).
    id: 'coachView',
    label: 'Vista de la coach (coachPlanningView + coachResultsFeed)',
    documents: ['CoachPlanningViewDocument', 'CoachResultsFeedDocument'],
    writes: false,
    requests: (context) => [
      {
        field: 'Query.coachPlanningView',
        query: documentOrThrow('CoachPlanningViewDocument'),
        variables: { planningId: context.memberPlanningId },
        caller: 'admin',
      },
      {
        field: 'Query.coachResultsFeed',
        query: documentOrThrow('CoachResultsFeedDocument'),
        variables: { planningId: context.memberPlanningId, limit: COACH_FEED_PAGE },
        caller: 'admin',
      },
    ],
  },
  {
    id: 'createOrder',
    label: 'Crear orden (createOrder)',
    documents: ['CreateOrderDocument'],
    writes: true,
    requests: (context) => [
      {
        field: 'Mutation.createOrder',
        query: documentOrThrow('CreateOrderDocument'),
        variables: { input: { itemId: context.orderItemId, idempotencyKey: context.newIdempotencyKey() } },
        caller: 'purchaser',
      },
    ],
  },
];

/** The fields some function resolves, from the resolver map as the API stack wires it. */
function resolvedFields(): Set<string> {
  const fields = new Set<string>();
  for (const definition of Object.values(graphqlFunctions)) {
    for (const [parentType, names] of Object.entries(definition.fields)) {
      for (const name of names as readonly string[]) fields.add(`${parentType}.${name}`);
    }
  }
  return fields;
}

/** Why an operation cannot be measured in this checkout, or null when it can. */
export function unavailableReason(operation: OperationDefinition, sample: OperationContext): string | null {
  const missingDocuments = operation.documents.filter((name) => !webDocument(name));
  if (missingDocuments.length > 0) return `not available yet (web document ${missingDocuments.join(', ')} missing)`;
  const resolved = resolvedFields();
  const unresolved = operation.requests(sample).filter((request) => !resolved.has(request.field));
  if (unresolved.length > 0) return `not available yet (no resolver for ${unresolved.map((r) => r.field).join(', ')})`;
  return null;
}

/** The payment webhook's function, when the resolver map has one. */
export function paymentWebhookFunction(): { entry: string; path: string } | null {
  return Object.values(httpFunctions).find((definition) => /webhook/i.test(definition.path)) ?? null;
}
