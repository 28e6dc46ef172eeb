import { checkChatImage } from '@rootshare/contracts/messaging-constants';
import { useState, type ChangeEvent } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { readAsDataUrl } from './read-image';

export interface ChosenImage {
  dataUrl: string;
  name: string;
  /** What the image shows, as the sender typed it: its alt text. */
  description: string;
}

export type MessageDraft = ReturnType<typeof useMessageDraft>;

/** The message being written: its text, the image chosen to go with it, and why the last image chosen was refused. */
export function useMessageDraft() {
  const t = useT();
  const [text, setText] = useState('');
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = checkChatImage(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    try {
      setImage({ dataUrl: await readAsDataUrl(file), name: file.name, description: '' });
      setProblem(null);
    } catch {
      setProblem(t('messaging.composer.imageUnreadable'));
    }
  }

  return { text, setText, image, setImage, problem, setProblem, chooseImage };
}
