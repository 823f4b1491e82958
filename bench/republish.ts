// Time from an admin's item change to the republished page: the admin changes course-3's price
// through the API (as the admin pages do), then the page is read over plain HTTP, as a visitor's
// browser or a link preview reads it, until it shows the new price. Samples run one after another
// on the warm stack; the course's price is put back at the end.
import { formatMoney } from '../functions/domain/money';
import { postGraphql } from './bench-stack';
import type { StackInfo } from '../test/support/stack-info';

export interface RepublishFigures {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const ITEM = 'course-3';
const UPDATE_ITEM = 'mutation($input: UpdateItemInput!) { updateItem(input: $input) { id price } }';
const GET_ITEM =
  'query($id: ID!) { getItem(id: $id) { id name price isEnabled isFeatured offer { price validDateTimeFrom validDateTimeTo } } }';
const POLL_MS = 10;
const TIMEOUT_MS = 30_000;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export async function measureRepublish(
  info: StackInfo,
  admin: { token: string },
  webUrl: string,
  samples: number,
): Promise<RepublishFigures> {
  const read = await postGraphql(info, admin, GET_ITEM, { id: ITEM });
  const item = read.data?.['getItem'] as
    { id: string; name: string; price: number; isEnabled: boolean; isFeatured: boolean; offer: object | null } | undefined;
  if (!item) throw new Error(`republish: cannot read ${ITEM}: ${JSON.stringify(read.errors)}`);
  const input = (price: number) => ({
    id: item.id,
    name: item.name,
    price,
    isEnabled: item.isEnabled,
    isFeatured: item.isFeatured,
    offer: item.offer,
  });
  const times: number[] = [];
  try {
    for (let sample = 0; sample < samples; sample += 1) {
      const price = item.price + 100 + sample;
      const shown = formatMoney(price);
      const started = performance.now();
      const answer = await postGraphql(info, admin, UPDATE_ITEM, { input: input(price) });
      if (answer.errors) throw new Error(`republish: updateItem failed: ${JSON.stringify(answer.errors)}`);
      for (;;) {
        const page = await (await fetch(`${webUrl}/courses/${ITEM}`)).text();
        if (page.includes(`item-price__current">${shown}<`)) break;
        if (performance.now() - started > TIMEOUT_MS) throw new Error(`republish: ${ITEM} did not show ${shown} within ${TIMEOUT_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      times.push(performance.now() - started);
    }
  } finally {
    await postGraphql(info, admin, UPDATE_ITEM, { input: input(item.price) });
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { samples: times.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1) ?? Number.NaN };
}
