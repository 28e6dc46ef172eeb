import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api';
import { saveFile } from '@/lib/save-file';

/** GETs a calendar file (a meet's or a handover's) with the member's token and saves it. */
export async function downloadCalendar(path: string, fallbackName: string): Promise<string> {
  const { blob, fileName } = await apiDownload(path);
  const name = fileName ?? fallbackName;
  saveFile(blob, name);
  return name;
}

export function useDownloadCalendar() {
  return useMutation({ mutationFn: ({ path, name }: { path: string; name: string }) => downloadCalendar(path, name) });
}
