import { Download } from 'lucide-react';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useDownloadExport } from '../api/download-export';
import { SettingsSection } from '@/components/ui/settings-section';

/** Downloads everything the member owns as one JSON file. */
export function ExportSection() {
  const t = useT();
  const translate = useContractMessage();
  const download = useDownloadExport();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: (fileName) => toast.success(t('settings.export.downloading'), { description: fileName }),
      onError: (error) => toast.error(t('settings.export.failed'), { description: translate(error.message) }),
    });
  return (
    <SettingsSection id="export" title={t('settings.export.title')} description={t('settings.export.text')}>
      <Button variant="outline" onClick={start} disabled={download.isPending}>
        <Download className="h-4 w-4" aria-hidden="true" /> {t(download.isPending ? 'settings.export.preparing' : 'settings.export.title')}
      </Button>
    </SettingsSection>
  );
}
