import type { AuthResponse, SignIn, SignUp } from '@rootshare/contracts/auth';
import { SIGN_IN_PAUSE_MS } from '@rootshare/contracts/limits';
import type { OwnProfile, ProfileResponse, UpdateProfile } from '@rootshare/contracts/profiles';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { onAuthExpired } from '@/lib/auth-events';
import { getProfile, isOwnProfile } from '@/lib/session-api/get-profile';
import { forgetStoredQueries, persistMemberQueries } from '@/lib/stored-queries';
import {
  clearSession,
  isTokenExpired,
  readStoredProfileId,
  readStoredUserText,
  readToken,
  recordLoginTime,
  writeSession,
  writeStoredUser,
  type StoredUser,
} from '@/lib/session-storage';

// The requests load on first use, so that a visitor's first page carries none of them (sign-in
// and the rest need schemas). The restore's read needs none (its answer is read as ADR 0010 reads
// first answers) and is a few lines: it comes with the app, so the profiles feature's query,
// which builds on it, is one chunk away from the request rather than two.
const loadUpdateProfile = () => import('./session-api/update-profile');
const loadSignIn = () => import('./session-api/sign-in');
const loadSignOut = () => import('./session-api/sign-out');
const loadSignUp = () => import('./session-api/sign-up');

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  status: SessionStatus;
  user: StoredUser | null;
  signIn(credentials: SignIn): Promise<StoredUser>;
  signUp(account: SignUp): Promise<StoredUser>;
  signOut(): Promise<void>;
  /** Forgets the member in this tab without asking the server: their sessions already ended (account deleted). */
  forgetSession(): void;
  updateProfile(changes: UpdateProfile): Promise<StoredUser>;
  /**
   * Reads the member's own profile again, for account fields changed elsewhere (the address
   * confirmed or changed through a mailed link), and keeps it where the profile pages read it.
   */
  refreshUser(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Start-up state from storage: nothing stored → signed out; an expired or unreadable token is
 * removed with the stored user → signed out; otherwise loading until the stored member is checked
 * (an unreadable one is removed → signed out) and the profile answers.
 */
function initialStatus(): SessionStatus {
  const token = readToken();
  if (!token || !readStoredUserText()) return 'signed-out';
  if (isTokenExpired(token)) {
    clearSession();
    void forgetStoredQueries();
    return 'signed-out';
  }
  return 'loading';
}

const toStoredUser = (answer: AuthResponse): StoredUser => ({ ...answer.user, profile: answer.profile });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The stored member for the member's own profile, whose id is also the user's (ADR 0003). */
const storedUserOf = (profile: OwnProfile): StoredUser => ({
  id: profile.id,
  username: profile.username,
  email: profile.email,
  emailVerified: profile.email_verified,
  profile,
});

/** Holds the signed-in member, restored at start from the stored session. */
interface SessionProviderProps {
  children: ReactNode;
  /**
   * Reads a profile for the restore, through the profiles feature's query (where the opening page's
   * prefetch already asked for it); a plain request without it.
   */
  readProfile?: (profileId: string) => Promise<ProfileResponse>;
  /** Keeps a profile the member just saved where the profile pages read it (the profiles feature's queries). */
  onProfileSaved?: (profile: OwnProfile) => void;
}

/** The member and the session's status, with the ways they change. */
function useMemberState() {
  const [status, setStatus] = useState<SessionStatus>(initialStatus);
  const [user, setUser] = useState<StoredUser | null>(null);
  const enter = useCallback((stored: StoredUser) => {
    setUser(stored);
    setStatus('signed-in');
  }, []);
  const leave = useCallback(() => {
    setUser(null);
    setStatus('signed-out');
  }, []);
  const forget = useCallback(() => {
    clearSession();
    void forgetStoredQueries();
    leave();
  }, [leave]);
  /** Keeps the member rebuilt from their own profile, in storage and in the session. */
  const remember = useCallback((profile: OwnProfile) => {
    const stored = storedUserOf(profile);
    writeStoredUser(stored);
    setUser(stored);
    return stored;
  }, []);
  return { status, user, enter, leave, forget, remember };
}

/** Checks the stored member at start and follows the session's end when the server says it expired. */
function useRestore(
  { status, enter, leave, forget, remember }: ReturnType<typeof useMemberState>,
  readProfile: SessionProviderProps['readProfile'],
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    if (initialStatus() !== 'loading') return;
    // The stored member is rebuilt from its own profile, fetched by the stored profile id (
    // the profile id is the user id, ADR 0003); an answer without the e-mail address is someone
    // else's profile, which fails the restore.
    const restore = async () => {
      const profileId = readStoredProfileId();
      if (!profileId) throw new Error('unreadable stored member');
      const own = await (readProfile ?? getProfile)(profileId);
      if (!isOwnProfile(own)) throw new Error("not the stored member's own profile");
      return own;
    };
    restore()
      .then((own) => {
        if (cancelled) return;
        enter(remember(own));
      })
      .catch(() => {
        if (!cancelled) forget();
      });
    return () => {
      cancelled = true;
    };
  }, [enter, forget, remember, readProfile]);

  // A member's answers are stored for reading offline from the moment they are signed in.
  useEffect(() => {
    if (status === 'signed-in') void persistMemberQueries(queryClient);
  }, [status, queryClient]);

  useEffect(() => onAuthExpired(leave), [leave]);
}

/** Signing in, up and out; `signingIn` holds while a sign-in is under way. */
function useAccount({ enter, forget }: ReturnType<typeof useMemberState>) {
  const queryClient = useQueryClient();
  const signingIn = useRef(false);

  const signIn = useCallback(
    async (credentials: SignIn) => {
      signingIn.current = true;
      try {
        const answer = await (await loadSignIn()).signInRequest(credentials);
        queryClient.clear();
        const stored = toStoredUser(answer);
        writeSession(answer.token, stored);
        recordLoginTime();
        await pause(SIGN_IN_PAUSE_MS);
        enter(stored);
        return stored;
      } finally {
        signingIn.current = false;
      }
    },
    [queryClient, enter],
  );

  const signUp = useCallback(
    async (account: SignUp) => {
      const answer = await (await loadSignUp()).signUpRequest(account);
      const stored = toStoredUser(answer);
      writeSession(answer.token, stored);
      recordLoginTime();
      enter(stored);
      return stored;
    },
    [enter],
  );

  const forgetSession = useCallback(() => {
    queryClient.clear();
    forget();
  }, [forget, queryClient]);

  const signOut = useCallback(async () => {
    await loadSignOut()
      .then(({ signOutRequest }) => signOutRequest())
      .catch(() => undefined);
    forgetSession();
  }, [forgetSession]);

  return { signingIn, signIn, signUp, forgetSession, signOut };
}

export function SessionProvider({ children, readProfile, onProfileSaved }: SessionProviderProps) {
  const member = useMemberState();
  const { status, user, remember } = member;
  useRestore(member, readProfile);
  const { signingIn, signIn, signUp, forgetSession, signOut } = useAccount(member);

  const updateProfile = useCallback(
    async (changes: UpdateProfile) => {
      if (signingIn.current) throw new Error('Please wait until sign-in has finished.');
      const profileId = readStoredProfileId();
      if (!profileId) throw new Error('No profile ID found');
      const profile = await (await loadUpdateProfile()).updateProfile(profileId, changes);
      const updated = remember(profile);
      onProfileSaved?.(profile);
      return updated;
    },
    [signingIn, remember, onProfileSaved],
  );

  const refreshUser = useCallback(async () => {
    const profileId = readStoredProfileId();
    if (!profileId) return;
    const own = await getProfile(profileId);
    if (!isOwnProfile(own)) return;
    remember(own);
    onProfileSaved?.(own);
  }, [remember, onProfileSaved]);

  const value = useMemo<Session>(
    () => ({ status, user, signIn, signUp, signOut, forgetSession, updateProfile, refreshUser }),
    [status, user, signIn, signUp, signOut, forgetSession, updateProfile, refreshUser],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The current session; only inside SessionProvider. */
export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** Where a signed-in member belongs: home with a full name, else the profile wizard. */
export function homeFor(user: StoredUser): '/' | '/create-profile' {
  return user.username && user.profile.full_name ? '/' : '/create-profile';
}
