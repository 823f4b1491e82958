// Reads a paged list of the API (an answer with `items` and a `nextToken`) to its end: for the
// screens that show the whole list.
export async function readAllPages<Item>(
  fetchPage: (nextToken: string | null) => Promise<{ items: Item[]; nextToken: string | null }>,
): Promise<Item[]> {
  const items: Item[] = [];
  let nextToken: string | null = null;
  do {
    const page: { items: Item[]; nextToken: string | null } = await fetchPage(nextToken);
    items.push(...page.items);
    nextToken = page.nextToken;
  } while (nextToken);
  return items;
}
