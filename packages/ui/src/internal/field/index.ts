export { useFieldControl } from './useFieldControl';
export type { FieldControlProps, FieldControlOptions, FieldMessagesProps } from './useFieldControl';
export { FieldLabel, RequiredMarker, ErrorLine, FieldMessages } from './FieldParts';
export { controlStyles, type ControlStateProps } from './controlStyles';
export { InputControl, type InputControlProps } from './InputControl';
