import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved selects, at any depth below it, a field with one of `names`
 * (through fragments too; @skip/@include are not evaluated, so a skipped field counts: the
 * answer may only ever cost more work, never change). Lets a resolver read in one statement what
 * the selection will ask for anyway.
 */
export function selectsAnyField(info: GraphQLResolveInfo, names: ReadonlySet<string>): boolean {
  const seen = new Set<string>();
  const search = (selectionSet: SelectionSetNode | undefined): boolean =>
    !!selectionSet &&
    selectionSet.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return names.has(selection.name.value) || search(selection.selectionSet);
      if (selection.kind === Kind.INLINE_FRAGMENT) return search(selection.selectionSet);
      if (seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      return search(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => search(node.selectionSet));
}
