/** What a provisioning token's exchange needs to know of it. */
export interface TokenState {
  expiresAt: number;
  maxUses: number;
  uses: number;
  revokedAt?: number;
}

/** Why a token cannot be exchanged now, or undefined when it can (once more). */
export type TokenRefusal = 'revoked' | 'expired' | 'used-up';

export function tokenRefusal(token: TokenState, now: number): TokenRefusal | undefined {
  if (token.revokedAt !== undefined) return 'revoked';
  if (now >= token.expiresAt) return 'expired';
  if (token.uses >= token.maxUses) return 'used-up';
  return undefined;
}

export const TOKEN_REFUSALS: Record<TokenRefusal | 'unknown', string> = {
  unknown: '安装令牌不对',
  revoked: '这个安装令牌已被吊销',
  expired: '这个安装令牌已过期',
  'used-up': '这个安装令牌的使用次数已用完',
};
