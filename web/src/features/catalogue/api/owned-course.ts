// Whether the signed-in person already owns a course (an approved purchase): item pages and
// checkout then show "Ya es tuyo" and the way in, never a buy button. The inventory is read under
// the shared inventory key (lib/server-keys), so an approved purchase refreshes the answer.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { serverKeys } from '../../../lib/server-keys';

const OwnedItemsDocument = graphql(`
  query OwnedItems {
    listMyInventory {
      itemId
      itemType
    }
  }
`);

/** True when the signed-in viewer owns this course; false for visitors and everyone else. */
export function useOwnsCourse(itemId: string): boolean {
  const { status, user } = useSession();
  const viewer = status === 'signed-in' && user ? user.id : null;
  const owned = useQuery({
    queryKey: [...serverKeys.inventory(), viewer ?? 'visitor', 'owned-items'],
    queryFn: async () => (await request(OwnedItemsDocument, {}, 'userPool')).listMyInventory,
    enabled: viewer !== null,
  });
  return (owned.data ?? []).some((entry) => entry.itemType === 'COURSE' && entry.itemId === itemId);
}
