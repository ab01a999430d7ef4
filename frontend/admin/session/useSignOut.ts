import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../toast/toastContext.ts';
import { TEXTS } from '../texts.ts';
import { signOut } from './authApi.ts';
import { session } from './sessionStore.ts';

/**
 * Signing out from anywhere in the back-office: the server ends the session, this browser forgets the
 * back-office's data, a toast says so and the sign-in screen comes back. `ended` is for a session the
 * server has already ended (the person closed this session in 'Mis sesiones').
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [signingOut, setSigningOut] = useState(false);

  const ended = () => {
    queryClient.removeQueries({ queryKey: ['admin'] });
    toast({ title: TEXTS.header.signedOut });
    session.signedOut();
  };

  const signOutNow = async () => {
    if (signingOut) return;
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // The session is ended in this browser either way; the server forgets it at its timeout.
    }
    ended();
  };

  return { signingOut, signOut: signOutNow, ended };
}
