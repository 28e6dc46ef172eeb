import { Leaf } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { apiRequest } from '@/lib/api';

/** A plant's page; a missing plant shows 'Plant not found' (part 2 §2). */
export function PlantDetailPage() {
  const { plantId = '' } = useParams();
  const query = useQuery({ queryKey: ['user-plants', plantId], queryFn: ({ signal }) => apiRequest(`/user-plants/${encodeURIComponent(plantId)}`, { signal }), retry: false });
  if (query.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-2" role="status" aria-label="Loading">
        <Skeleton className="aspect-square" />
        <div className="space-y-3">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-24" />
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
        <Leaf className="h-8 w-8" />
      </span>
      <h1 className="text-2xl font-extrabold">Plant not found</h1>
      <p className="text-muted-foreground">This plant may have been removed by its owner.</p>
      <Link to="/explore" className={buttonClasses('primary')}>
        Back to Explore
      </Link>
    </div>
  );
}
