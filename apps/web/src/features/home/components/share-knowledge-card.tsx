import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CREATE_CONTENT_ITEMS, createContentPath, type ContentKind } from '@/components/layout/create-content';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

/** Choose Photo, Reel or Blog Post, then Create. */
export function ShareKnowledgeCard() {
  const t = useT();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ContentKind>('photo');
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div>
        <h2 className="text-lg font-bold">{t('home.share.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('home.share.text')}</p>
      </div>
      <div role="radiogroup" aria-label={t('home.share.kinds')} className="grid grid-cols-3 gap-2">
        {CREATE_CONTENT_ITEMS.map(({ kind: value, icon: Icon }) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={kind === value}
            onClick={() => setKind(value)}
            className={cn(
              'flex flex-col items-center gap-1.5 rounded-2xl border px-2 py-3 text-sm font-semibold transition-colors',
              kind === value ? 'border-primary bg-sage text-primary' : 'border-border hover:bg-muted',
            )}
          >
            <Icon className="h-5 w-5" aria-hidden="true" /> {t('home.share.kind', { kind: value })}
          </button>
        ))}
      </div>
      <Button onClick={() => navigate(createContentPath(kind))} className="self-start">
        {t('home.share.create')}
      </Button>
    </Card>
  );
}
