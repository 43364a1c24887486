export { SearchInput } from './SearchInput';
export type { SearchInputProps } from './SearchInput';
export type { SearchInputMessages } from './messages';
