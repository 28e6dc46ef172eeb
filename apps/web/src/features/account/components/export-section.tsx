import { Download } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useDownloadExport } from '../api/download-export';
import { SettingsSection } from '@/components/ui/settings-section';

/** Downloads everything the member owns as one JSON file. */
export function ExportSection() {
  const download = useDownloadExport();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: (fileName) => toast.success('Your data is downloading', { description: fileName }),
      onError: (error) => toast.error('Could not prepare your data', { description: error.message }),
    });
  return (
    <SettingsSection
      id="export"
      title="Download your data"
      description="A JSON file with your account, profile, plants, wishlist, posts, comments, likes, garden photos, conversations, swaps, reviews, notifications, blocks, reports and swap meets. Other members appear by username only."
    >
      <Button variant="outline" onClick={start} disabled={download.isPending}>
        <Download className="h-4 w-4" aria-hidden="true" /> {download.isPending ? 'Preparing your file…' : 'Download your data'}
      </Button>
    </SettingsSection>
  );
}
