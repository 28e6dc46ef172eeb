import { Link } from 'react-router';
import { Input, Label } from '@/components/ui/input';
import { useT } from '@/lib/i18n/i18n';

/**
 * The account's e-mail address in the profile forms, shown but not edited there: changing it takes
 * the password and a link mailed to the new address, in Settings.
 */
export function AccountEmailField({ id, email }: { id: string; email: string }) {
  const t = useT();
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('profiles.field.email')}</Label>
      <Input id={id} type="email" value={email} readOnly aria-describedby={hintId} className="bg-muted/50 text-muted-foreground" />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t.rich('profiles.field.emailHint', {
          link: (chunks) => (
            <Link to="/settings#email" className="font-semibold text-primary underline-offset-4 hover:underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
