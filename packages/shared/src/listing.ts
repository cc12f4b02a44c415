/**
 * Listing constants without zod, so the web app's listing chunk does not pull the validator in.
 * The zod schemas in provider.ts build on these.
 */
export const LISTING_SORTS = ['price_asc', 'price_desc', 'name', 'open_first', 'nearest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  open_first: 'Available first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name (A–Z)',
  nearest: 'Nearest',
};
