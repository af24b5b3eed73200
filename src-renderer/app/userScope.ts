/**
 * Reads cached for one signed-in user must not be shown to the next one on this desk (an AV must
 * never see another partner's orders, domain §8). Each user has a replica of their own, but the
 * screens' query cache outlives a sign-out; until the shell drops it on a session change, the sales
 * screens drop what they read when they first open for a different user.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSignedIn } from './session.js';

const READS = ['orders', 'drafts', 'customers', 'accounts', 'cashflows', 'users', 'products', 'deliveries', 'taxes'];
let cachedFor: string | null = null;

/** Call at the top of a sales screen, before anything below it reads. */
export function useUserScopedReads(): void {
  const queryClient = useQueryClient();
  const user = useSignedIn().user._id;
  if (cachedFor === user) return;
  // Done while rendering, before the screen's queries subscribe, so none shows the old user's data.
  if (cachedFor !== null) queryClient.removeQueries({ predicate: (query) => READS.some((c) => query.queryKey.includes(c)) });
  cachedFor = user;
}
