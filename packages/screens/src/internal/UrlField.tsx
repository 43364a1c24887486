import { Field as FinalField } from 'react-final-form';
import { TextField } from '@bible-admin/ui';
import { controlProps, shownError } from './FormLayout';

/** A form's web address field (a buy link, a public link): read left to right, 'https://' until one is typed. */
export function UrlField({ name, label, maxLength }: { name: string; label: string; maxLength?: number }) {
  return (
    <FinalField<string> name={name}>
      {({ input, meta }) => (
        <TextField
          {...controlProps(input)}
          type="url"
          label={label}
          placeholder="https://"
          maxLength={maxLength}
          error={shownError(meta)}
        />
      )}
    </FinalField>
  );
}
