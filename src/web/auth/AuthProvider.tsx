import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { TLoginResponse, TSessionUser } from "../../shared/contracts/auth";
import { fetchSessionUser, logout, PROFILE_QUERY_KEY } from "../api/auth";
import { ApiError } from "../api/http-client";
import { reportRequestError } from "../components/toasts";
import { clearStoredUser, readStoredUser, STORAGE_KEYS, storeUser } from "./browser-storage";

export type AuthStatus = "loading" | "anonymous" | "signed-in" | "error";

export interface AuthState {
  user: TSessionUser | null;
  status: AuthStatus;
  error: unknown;
  /** Asks the server again after a failed check. */
  retry: () => void;
  /** Records a successful login (the cookie is already set by the server's answer). */
  signIn: (response: TLoginResponse) => void;
  /** Ends the session on the server and forgets the user here, even when the server is unreachable. */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * Who is signed in, as `GET /api/auth/profile` says. The server is asked only when this browser has a
 * stored user (a hint that a session cookie may exist): anonymous visitors cause no request and so no
 * 401 in the console, and a stale hint is cleared by the server's 401.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [hasSessionHint, setHasSessionHint] = useState(() => readStoredUser() !== null);
  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    enabled: hasSessionHint,
    retry: false,
    staleTime: 5 * 60_000,
    meta: { isSilent: true },
  });

  useEffect(() => {
    if (profile.data === null) {
      clearStoredUser();
      setHasSessionHint(false);
    } else if (profile.data) {
      storeUser(profile.data);
    }
  }, [profile.data]);

  // A login or logout in another tab changes the stored user; follow it here.
  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.userData && event.key !== null) return;
      const isHinted = readStoredUser() !== null;
      setHasSessionHint(isHinted);
      if (isHinted) void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      else queryClient.setQueryData(PROFILE_QUERY_KEY, null);
    };
    window.addEventListener("storage", handleStorage);
    return () => window.removeEventListener("storage", handleStorage);
  }, [queryClient]);

  const signIn = useCallback(
    (response: TLoginResponse) => {
      storeUser(response.user);
      queryClient.setQueryData(PROFILE_QUERY_KEY, response.user);
      setHasSessionHint(true);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      // A 401 means the session had already ended, which is what was asked.
      if (!(error instanceof ApiError && error.status === 401)) reportRequestError(error);
    }
    clearStoredUser();
    setHasSessionHint(false);
    // Nothing of the previous user may stay in the cache for the next one.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "public-config" });
    queryClient.setQueryData(PROFILE_QUERY_KEY, null);
  }, [queryClient]);

  const { refetch } = profile;
  const retry = useCallback(() => void refetch(), [refetch]);

  const user = hasSessionHint ? (profile.data ?? null) : null;
  const status: AuthStatus = !hasSessionHint
    ? "anonymous"
    : profile.isPending
      ? "loading"
      : profile.isError
        ? "error"
        : user
          ? "signed-in"
          : "anonymous";

  const value = useMemo<AuthState>(
    () => ({ user, status, error: profile.error, retry, signIn, signOut }),
    [user, status, profile.error, retry, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth necesita <AuthProvider>");
  return value;
}
