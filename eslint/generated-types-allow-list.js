// The files of functions/domain, functions/data and functions/services that still import the API's
// generated types (functions/generated/graphql): the backend's model is being moved onto types of its
// own, one aggregate at a time (issue 38, docs/architecture.md, "The backend's own model"). This list
// only shrinks: lint refuses the import in any file not named here (eslint/backend-boundaries.js), and
// test/unit/backend-boundaries.test.ts fails when a file named here no longer imports the generated
// types (take it off the list) or no longer exists, so the list never names a file that has moved on.
// Never add a file: map GraphQL ↔ domain in the handler instead.

/** Repository-relative paths, sorted. */
export const GENERATED_TYPES_ALLOW_LIST = [
  'functions/services/evaluation-service.ts',
];
