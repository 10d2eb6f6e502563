export { SearchBox } from './search-box.tsx';
export { SearchHelp } from './search-help.tsx';
