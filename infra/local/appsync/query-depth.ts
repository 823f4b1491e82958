// AppSync's query depth limit as a validation rule.
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';
import { API_LIMITS, APPSYNC_LIMIT_ERRORS } from '../../shared/api-limits';

/** Deepest field nesting of a selection set (a root field is level 1), fragments followed once. */
function selectionDepth(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  let deepest = 0;
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, 1 + selectionDepth(selection.selectionSet, fragments, seen));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, fragments, new Set([...seen, name])));
    }
  }
  return deepest;
}

/**
 * AppSync's query depth limit, checked before anything runs (introspection included). AppSync
 * answers the shallower fields and nulls the deeper ones; here the whole request is refused with
 * the same errorType, which only matters to a query no screen of the store sends.
 */
export function QueryDepthLimitRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const fragments = new Map(
        context
          .getDocument()
          .definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
          .map((fragment) => [fragment.name.value, fragment]),
      );
      if (selectionDepth(operation.selectionSet, fragments, new Set()) > API_LIMITS.queryDepthLimit) {
        context.reportError(
          new GraphQLError(APPSYNC_LIMIT_ERRORS.depth.message, {
            nodes: operation,
            extensions: { errorType: APPSYNC_LIMIT_ERRORS.depth.errorType },
          }),
        );
      }
    },
  };
}
