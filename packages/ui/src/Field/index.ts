export { Field } from './Field';
export type { FieldProps, FieldControlProps, FieldMessagesProps } from './Field';
