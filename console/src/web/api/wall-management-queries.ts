import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WallSummary } from '../../protocol/console-api';
import type {
  ClaimRequest,
  ManagedWall,
  PendingPairing,
  ProvisioningTokenInfo,
  ProvisioningTokenRequest,
  WallPatch,
} from '@cockpit/protocol';
import { api } from './client';
import { LIVE_REFRESH_MS } from './queries';

/** A wall of the list with what operators recorded of it (absent on a wall the service has not recorded as claimed). */
export type ListedWall = WallSummary &
  Partial<Pick<ManagedWall, 'name' | 'location' | 'notes' | 'claimedAt' | 'claimedBy' | 'via'>>;

/** `POST /api/provisioning-tokens` → the new token, with its secret shown this once. */
export type CreatedProvisioningToken = ProvisioningTokenInfo & { secret: string };

const wallPath = (wallId: string) => `/api/walls/${encodeURIComponent(wallId)}`;
const PENDING = ['pending-pairings'];
const TOKENS = ['provisioning-tokens'];

/** Codes waiting for an operator, refreshed live (a new wall's code shows up within seconds). */
export function usePendingPairings(enabled = true) {
  return useQuery({
    queryKey: PENDING,
    queryFn: () => api<PendingPairing[]>('/api/enrol/pairing'),
    refetchInterval: LIVE_REFRESH_MS,
    enabled,
  });
}

/** After any change of a wall: the list, the wall and the pending codes are read again. */
function useWallsChanged() {
  const client = useQueryClient();
  return (wallId?: string) => {
    void client.invalidateQueries({ queryKey: ['walls'] });
    void client.invalidateQueries({ queryKey: PENDING });
    if (wallId) void client.invalidateQueries({ queryKey: ['wall', wallId] });
  };
}

/** Claims a pending code: the wall gets its credential, name, location and group. */
export function useClaimWall() {
  const changed = useWallsChanged();
  return useMutation({
    mutationFn: (body: ClaimRequest) => api<ManagedWall>('/api/enrol/claims', { method: 'POST', body }),
    onSuccess: () => changed(),
  });
}

/** Renames a wall, records where it hangs or notes, or moves it to another group. */
export function usePatchWall(wallId: string) {
  const changed = useWallsChanged();
  return useMutation({
    mutationFn: (body: WallPatch) => api<ManagedWall>(wallPath(wallId), { method: 'PATCH', body }),
    onSuccess: () => changed(wallId),
  });
}

/** Revokes the wall's credential: it shows a new code, to be claimed again. */
export function useRePairWall(wallId: string) {
  const changed = useWallsChanged();
  return useMutation({
    mutationFn: () => api<unknown>(`${wallPath(wallId)}/re-pair`, { method: 'POST', body: {} }),
    onSuccess: () => changed(wallId),
  });
}

/** Retires the wall: gone from the lists and from `/metrics`; its history stays in the audit log. */
export function useRetireWall(wallId: string) {
  const changed = useWallsChanged();
  return useMutation({
    mutationFn: () => api<unknown>(wallPath(wallId), { method: 'DELETE' }),
    onSuccess: () => changed(),
  });
}

/** Every provisioning token (admin). */
export function useProvisioningTokens() {
  return useQuery({ queryKey: TOKENS, queryFn: () => api<ProvisioningTokenInfo[]>('/api/provisioning-tokens') });
}

/** Creates a provisioning token; the reply carries the secret this once. */
export function useCreateProvisioningToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProvisioningTokenRequest) =>
      api<CreatedProvisioningToken>('/api/provisioning-tokens', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: TOKENS }),
  });
}

/** Revokes a provisioning token: no wall enrols with it from then on (walls already enrolled keep their own credential). */
export function useRevokeProvisioningToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`/api/provisioning-tokens/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: TOKENS }),
  });
}
