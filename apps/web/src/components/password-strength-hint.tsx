import { PASSWORD_STRENGTH_LABELS, type PasswordOwner, passwordStrength } from '@keel/shared/password-policy';

const BAR = ['bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-emerald-500', 'bg-emerald-600'];

/**
 * The hint under every new-password field (decision 0068): the product's rule first, then, once
 * something is typed, a strength estimate with one piece of advice. The server decides; this guides.
 */
export function PasswordStrengthHint({ password, rule, owner }: { password: string; rule: string; owner?: PasswordOwner }) {
  if (!password) return <>{rule} Not a common password, nor your name or e-mail.</>;
  const { score, advice } = passwordStrength(password, owner);
  return (
    <span className="flex flex-col gap-1">
      <span aria-hidden className="flex gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={`h-1 w-8 rounded ${score >= step ? BAR[score] : 'bg-slate-200'}`} />
        ))}
      </span>
      <span>
        Strength: {PASSWORD_STRENGTH_LABELS[score]}. {advice}
      </span>
    </span>
  );
}
