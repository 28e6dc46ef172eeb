import { FileText } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { apiRequest } from '@/lib/api';

/** A post's share link and Read more target; a missing post says so. */
export function PostPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['posts', id], queryFn: ({ signal }) => apiRequest(`/posts/${encodeURIComponent(id)}`, { signal }), retry: false });
  if (query.isPending) {
    return (
      <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-10" role="status" aria-label="Loading">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="aspect-video" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
        <FileText className="h-8 w-8" />
      </span>
      <h1 className="text-2xl font-extrabold">Post not found</h1>
      <p className="text-muted-foreground">This post may have been removed by its author.</p>
      <Link to="/browse?tab=content" className={buttonClasses('primary')}>
        Back to Community
      </Link>
    </div>
  );
}
