import { Link } from 'react-router';
import { useT } from '@/lib/i18n/i18n';
import { paragraphsOf } from '../lib/post-text';

/** User text as paragraphs, line breaks kept; never as HTML (docs/security.md S18). */
export function PostText({ text, readMoreTo, label }: { text: string; readMoreTo?: string | undefined; label?: string }) {
  const t = useT();
  const paragraphs = paragraphsOf(text);
  return (
    <div className="space-y-3 leading-relaxed break-words">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
          {readMoreTo && index === paragraphs.length - 1 && (
            <>
              {' '}
              <Link
                to={readMoreTo}
                className="font-semibold whitespace-nowrap text-primary underline-offset-4 hover:underline"
                aria-label={label ? t('posts.text.readMoreOf', { title: label }) : undefined}
              >
                {t('posts.text.readMore')}
              </Link>
            </>
          )}
        </p>
      ))}
    </div>
  );
}
