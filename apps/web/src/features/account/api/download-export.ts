import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api';
import { saveFile } from '@/lib/save-file';

/** GET /account/export: everything the member owns, saved as the JSON file the server names. */
export async function downloadExport(): Promise<string> {
  const { blob, fileName } = await apiDownload('/account/export');
  const name = fileName ?? 'rootshare-export.json';
  saveFile(blob, name);
  return name;
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
