import { AUTHENTICATION_ERROR, CONTACT_NEEDS_SIGN_IN, OPEN_CHAT_FAILED, CONTACT_CHAT_OPEN } from '@rootshare/contracts/messaging-constants';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api';
import { readToken } from '@/lib/session-storage';
import { useSignInPath } from '@/lib/return-path';
import { useOpenConversation } from '../api/open-conversation';

/**
 * Contact owner: opens the conversation about the plant with its owner and goes to it
 * in the inbox. Visitors are asked to log in; a missing or refused token sends the member to sign in and back.
 */
export function useContactOwner() {
  const { status } = useSession();
  const navigate = useNavigate();
  const signIn = useSignInPath();
  const open = useOpenConversation();
  const contact = async (ownerId: string, plantId: string) => {
    if (status !== 'signed-in') {
      toast.error(CONTACT_NEEDS_SIGN_IN, { action: { label: 'Sign in', onClick: () => void navigate(signIn) } });
      return;
    }
    if (!readToken()) {
      toast.error(AUTHENTICATION_ERROR, { description: 'Please sign in again.' });
      void navigate(signIn);
      return;
    }
    try {
      const opened = await open.mutateAsync({ participant_id: ownerId, plant_id: plantId });
      void navigate(`/messages?conversation=${encodeURIComponent(opened.id)}`);
      toast.success(CONTACT_CHAT_OPEN);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        toast.error(AUTHENTICATION_ERROR, { description: 'Please sign in again.' });
        void navigate(signIn);
      } else {
        toast.error(OPEN_CHAT_FAILED);
      }
    }
  };
  return { contact, pending: open.isPending };
}

/** A button that contacts a plant's owner about it. */
export function ContactOwnerButton({
  ownerId,
  plantId,
  disabled,
  ...props
}: Omit<ButtonProps, 'onClick'> & { ownerId: string; plantId: string }) {
  const { contact, pending } = useContactOwner();
  return (
    <Button {...props} disabled={disabled || pending} aria-busy={pending || undefined} onClick={() => void contact(ownerId, plantId)} />
  );
}
