import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
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
  const t = useT();
  // The words are the shell's: the button is drawn on Browse and the plant page, whatever parts they loaded.
  const signInAgain = () => {
    toast.error(t('contact.sessionEnded'), { description: t('contact.signInAgain') });
    void navigate(signIn);
  };
  const contact = async (ownerId: string, plantId: string) => {
    if (status !== 'signed-in') {
      toast.error(t('contact.needsSignIn'), { action: { label: t('contact.signIn'), onClick: () => void navigate(signIn) } });
      return;
    }
    if (!readToken()) {
      signInAgain();
      return;
    }
    try {
      const opened = await open.mutateAsync({ participant_id: ownerId, plant_id: plantId });
      void navigate(`/messages?conversation=${encodeURIComponent(opened.id)}`);
      toast.success(t('contact.open'));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        signInAgain();
      } else {
        toast.error(t('contact.failed'));
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
