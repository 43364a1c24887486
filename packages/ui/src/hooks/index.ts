export { useFocusTrap, focusableIn } from './useFocusTrap';
export { useDismiss, type DismissReason } from './useDismiss';
export { useAutoClose } from './useAutoClose';
export { Portal } from './Portal';
export {
  useArrowNavigation,
  nextIndex,
  type ArrowNavigationOptions,
  type ArrowOrientation,
} from './useArrowNavigation';
export { useNarrowerThan } from './useNarrowerThan';
