import { MessageCircle, Sprout } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useSession } from '@/features/auth/session';

/** The inbox: conversation list and chat pane (part 1 §2). */
export function MessagesPage() {
  const { status } = useSession();
  useEffect(() => {
    document.title = 'Messages — Rootshare';
  }, []);
  if (status !== 'signed-in') {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
        <p className="text-lg font-semibold">Please sign in to view your messages.</p>
        <Link to="/auth" className={buttonClasses('primary')}>
          Sign In
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-6xl flex-1 gap-4 px-4 py-6 sm:px-6 md:grid-cols-[20rem_1fr]">
      <Card className="flex flex-col p-4">
        <h1 className="text-xl font-extrabold">Messages</h1>
        <p className="text-sm text-muted-foreground">Active conversations</p>
        <EmptyState
          className="mt-4 flex-1 border-none"
          icon={<MessageCircle className="h-6 w-6" />}
          title="No conversations yet"
          description="Start messaging other gardeners from the explore page!"
          action={
            <Link to="/explore" className={buttonClasses('outline', 'sm')}>
              Explore plants
            </Link>
          }
        />
      </Card>
      <Card className="hidden flex-col items-center justify-center gap-3 p-8 text-center md:flex">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
          <Sprout className="h-8 w-8" />
        </span>
        <h2 className="text-xl font-bold">Welcome to your inbox</h2>
        <p className="max-w-sm text-muted-foreground">Select a conversation to start chatting with fellow plant enthusiasts</p>
      </Card>
    </div>
  );
}
