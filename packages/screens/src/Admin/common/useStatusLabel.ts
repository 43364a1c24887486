import { useScreenMessages } from '../../messages';
import { capitalise } from './capitalise';
import { statusMessages, type StatusMessages } from './messages';

/**
 * A status as the admin reads it, in the screen's language: 'succeeded' → 'Succeeded' or 'בוצעה'. A status
 * the product does not know is shown as the server sent it, capitalised.
 */
export function useStatusLabel(): (status: string) => string {
  const words = useScreenMessages(statusMessages);
  return (status) => {
    const key = status.trim().toLowerCase();
    return key in words ? words[key as keyof StatusMessages] : capitalise(status);
  };
}
