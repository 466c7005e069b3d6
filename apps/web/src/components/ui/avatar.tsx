import { clsx } from 'clsx';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { avatarImageSrc, initialsFromName } from '../../lib/avatar';

export interface UserAvatarProps {
  user: { fullName: string; email: string; avatarUrl: string | null };
  className?: string;
  /** Hide from assistive technology when the name is already next to it. */
  decorative?: boolean;
}

/** The user's avatar, else an image generated from the e-mail, else the initials of the name. */
export function UserAvatar({ user, className, decorative = false }: UserAvatarProps) {
  return (
    <AvatarPrimitive.Root
      aria-hidden={decorative || undefined}
      className={clsx(
        'inline-flex h-8 w-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 ring-1 ring-slate-200',
        className,
      )}
    >
      <AvatarPrimitive.Image src={avatarImageSrc(user)} alt="" className="h-full w-full object-cover" />
      <AvatarPrimitive.Fallback className="text-xs font-semibold text-brand-800" data-testid="avatar-initials">
        {initialsFromName(user.fullName)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
