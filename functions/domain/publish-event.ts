// What the publish function is invoked with: a catalogue change (asynchronous invoke from the
// functions that change items), a full publish (operators, after a deploy), or EventBridge's
// scheduled event (every minute: offer window edges, and a full publish when a deploy changed the
// SPA shell the pages are drawn into).
export type PublishEvent = { itemIds: string[] } | { all: true } | { source: 'aws.events'; 'detail-type': string };

export const isItemsEvent = (event: PublishEvent): event is { itemIds: string[] } =>
  'itemIds' in event && Array.isArray(event.itemIds) && event.itemIds.every((id) => typeof id === 'string');
export const isFullPublishEvent = (event: PublishEvent): event is { all: true } => 'all' in event && event.all === true;
