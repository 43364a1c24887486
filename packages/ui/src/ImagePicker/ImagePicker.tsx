import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Field, type FieldMessagesProps } from '../Field';
import { useMessages } from '../i18n';
import { Icon } from '../Icon';
import { quietDestructive } from '../internal/destructiveAction';
import { isStoredImageType } from './imageTypes';
import { imagePickerMessages, type ImagePickerMessages } from './messages';

export interface ImagePickerProps extends FieldMessagesProps {
  label: ReactNode;
  /** A newly chosen file, the URL of the current image, or null for none. */
  value: File | string | null;
  /** Receives the chosen image, or null when it is removed; never a file that is not an image. */
  onChange: (file: File | null) => void;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  /** Overrides the built-in words (choose, replace, remove, required, preview text, wrong-type message). */
  labels?: Partial<ImagePickerMessages>;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: ${({ theme }) => theme.sizes.imagePreview};
  block-size: ${({ theme }) => theme.sizes.imagePreview};
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const RemoveButton = styled(Button)`
  ${quietDestructive}
`;

/** The object URL of a chosen file, revoked when the file changes or the picker goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * Chooses one image file, with a preview of it (or of the current image's URL) and a button to remove it.
 * A file that is not an image shows an error and is not passed on.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  helpText,
  error,
  required,
  disabled = false,
  id,
  name,
  labels,
}: ImagePickerProps) {
  const words = useMessages(imagePickerMessages, labels);
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [typeError, setTypeError] = useState(false);
  const fileUrl = useObjectUrl(value instanceof File ? value : null);
  const src = typeof value === 'string' ? value : fileUrl;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const isImage = isStoredImageType(file);
    setTypeError(!isImage);
    if (isImage) onChange(file);
  }

  return (
    <Field
      label={label}
      helpText={helpText}
      error={typeError ? words.invalidType : error}
      required={required}
      id={id}
    >
      {(control, labelId) => (
        <Row>
          <Preview>
            {src ? <img src={src} alt={words.previewAlt} /> : <Icon name="image" size={32} />}
          </Preview>
          {/* The file input stays hidden; the button opens it, so the trigger is keyboard-operable and styled. */}
          <input
            ref={inputRef}
            id={control.id}
            name={name}
            type="file"
            accept="image/*"
            hidden
            disabled={disabled}
            onChange={choose}
          />
          {/* Not shown, only read out: an element named by aria-labelledby lends its text even when hidden. */}
          {required ? (
            <span id={`${control.id}-required`} hidden>
              {words.required}
            </span>
          ) : null}
          <Button
            ref={chooseRef}
            id={`${control.id}-choose`}
            variant="secondary"
            icon={<Icon name="camera" />}
            disabled={disabled}
            aria-labelledby={[labelId, required && `${control.id}-required`, `${control.id}-choose`]
              .filter(Boolean)
              .join(' ')}
            aria-describedby={control['aria-describedby']}
            onClick={() => inputRef.current?.click()}
          >
            {value ? words.replace : words.choose}
          </Button>
          {value && !disabled ? (
            <RemoveButton
              variant="ghost"
              icon={<Icon name="trash" />}
              onClick={() => {
                setTypeError(false);
                onChange(null);
                // The remove button disappears; keep the keyboard user in the picker.
                chooseRef.current?.focus();
              }}
            >
              {words.remove}
            </RemoveButton>
          ) : null}
        </Row>
      )}
    </Field>
  );
}
