// The heart's toggle (use-favorite.ts, api.ts) loads with it for signed-in shoppers only: not exported here, so
// catalog pages don't carry it (apps/web/vite.config.ts counts what index files reach).
export { FavoriteHeart } from './favorite-heart.tsx';
