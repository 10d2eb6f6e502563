export { Listing } from './listing.tsx';
export { listingKindFromPath } from './listing-kind.ts';
export { parseListingSearch, toListingQuery } from './listing-url.ts';
