export { AddFromFavorites, FAVORITES_TO_ADD } from './add-from-favorites.tsx';
export {
  favoriteProductsQuery,
  listDetailQuery,
  listKeys,
  myListsQuery,
  sharedListQuery,
  sharingQuery,
  useMyLists,
} from './api.ts';
export { ListDetailView } from './list-detail.tsx';
export { ListsNav } from './lists-nav.tsx';
export { ListSummaries, listHref, NewListForm } from './my-lists.tsx';
