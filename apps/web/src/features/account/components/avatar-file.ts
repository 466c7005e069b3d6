import { ACCOUNT_MESSAGES, AVATAR_MAX_BYTES } from '@keel/shared/account';

const ALLOWED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The check the browser can make before uploading (the server checks the bytes again). */
export function avatarFileProblem(file: File): { title: string; description: string } | null {
  if (file.size >= AVATAR_MAX_BYTES) return { title: 'File too large', description: ACCOUNT_MESSAGES.avatarTooLarge };
  if (!ALLOWED.includes(file.type)) return { title: 'Invalid file type', description: ACCOUNT_MESSAGES.avatarBadType };
  return null;
}
