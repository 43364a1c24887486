import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Avatar, IconButton, isStoredImageType } from '@bible-admin/ui';
import { FieldError } from '../../internal/FormLayout';
import { useImageSrc } from '../../internal/useImageSrc';
import type { ProfileMessages } from './messages';

export interface ProfilePhotoProps {
  name: string;
  email: string;
  /** The stored photo's URL, or null for the initials. */
  current: string | null;
  /** A newly chosen image, shown in place of the stored one until the save. */
  chosen: File | null;
  onChoose: (file: File) => void;
  disabled?: boolean;
  words: ProfileMessages;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
`;

/** The avatar with the camera button on its lower end corner. */
const Frame = styled.div`
  position: relative;
  flex: none;
`;

const CameraButton = styled(IconButton)`
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

const Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Chosen = styled(Muted)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * The profile photo: the stored one (or the initials), and a camera button that picks a new image and previews it
 * here before the save. A file that is not an image is refused with a message and never handed on.
 */
export function ProfilePhoto({ name, email, current, chosen, onChoose, disabled, words }: ProfilePhotoProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [refused, setRefused] = useState(false);
  const src = useImageSrc(chosen ?? current);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const isImage = isStoredImageType(file);
    setRefused(!isImage);
    if (isImage) onChoose(file);
  }

  return (
    <Row>
      <Frame>
        <Avatar name={name} src={src} size="lg" alt={words.photo} />
        <input ref={inputRef} type="file" accept="image/*" hidden disabled={disabled} onChange={choose} />
        <CameraButton
          icon="camera"
          variant="secondary"
          size="sm"
          label={words.changePhoto}
          disabled={disabled}
          aria-describedby={refused ? `${errorId} ${hintId}` : hintId}
          onClick={() => inputRef.current?.click()}
        />
      </Frame>
      <Text>
        <Name>{name}</Name>
        <Muted>
          <bdi>{email}</bdi>
        </Muted>
        {chosen ? (
          <Chosen id={hintId}>{words.photoChosen}</Chosen>
        ) : (
          <Muted id={hintId}>{words.photoHint}</Muted>
        )}
        {refused ? (
          <FieldError id={errorId} role="alert">
            {words.notImage}
          </FieldError>
        ) : null}
      </Text>
    </Row>
  );
}
