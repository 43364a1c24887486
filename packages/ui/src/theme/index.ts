export * from './tokens';
export { GlobalStyle } from './GlobalStyle';
