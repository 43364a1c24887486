export { DirectionProvider, useDirection, directionOf } from './DirectionProvider';
export type { Direction, DirectionProviderProps } from './DirectionProvider';
