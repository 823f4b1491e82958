/** The line a stack process prints once ready, followed by its StackInfo as JSON. */
export const STACK_READY_PREFIX = 'STACK_READY ';
