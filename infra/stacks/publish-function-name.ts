// The publish function's name, fixed so that the data stack's video ladder function can invoke it
// by name (a finished ladder changes a course's figures on its published page): a reference would
// make the data stack depend on the api stack, which already depends on it.
export const publishFunctionName = (stage: string): string => `fitness-store-${stage}-publish`;
