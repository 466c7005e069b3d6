import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSendContactMessage } from '../api/send-contact-message';
import type * as Validation from '../contact-form-validation';
import type { ContactFormErrors, ContactFormValues } from '../contact-form-validation';

const EMPTY: ContactFormValues = { name: '', email: '', subject: '', message: '', homepage: '' };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** docs/product/texts-and-constants.md#messages. (Not imported from @keel/shared/contact-messages, whose schemas would bring zod into the page.) */
const MESSAGE_SENT = { title: 'Message Sent!', description: "Thank you for contacting us. We'll get back to you shortly." };

let validation: Promise<typeof Validation> | undefined;
/** The validation code (with zod) loads on the first focus of the form, once. */
const loadValidation = () => (validation ??= import('../contact-form-validation'));

/**
 * The contact-us message form (docs/product/public-site.md#contact-us, docs/product/validation.md#contact-message): name, email, subject and message, all required, with
 * a message per field; the message is stored for the team, 'Message Sent!' shows and the form
 * clears. A hidden honeypot field catches bots.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [validating, setValidating] = useState(false);
  const hydrated = useHydrated();
  const [attempted, setAttempted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const send = useSendContactMessage();

  const focusFirstError = (next: ContactFormErrors) => {
    const first = FIELDS.find((field) => next[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const update = (field: keyof ContactFormValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, messages follow the typing.
    if (attempted)
      void loadValidation().then(({ validateContactForm }) => {
        const result = validateContactForm(next);
        setErrors(result.ok ? {} : result.errors);
      });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setValidating(true);
    const { validateContactForm } = await loadValidation().finally(() => setValidating(false));
    const result = validateContactForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(result.errors);
      return;
    }
    setErrors({});
    try {
      await send.send(result.data);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setErrors(error.fields as ContactFormErrors);
        focusFirstError(error.fields as ContactFormErrors);
      }
      toast({ title: 'Message Not Sent', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast(MESSAGE_SENT);
    setAttempted(false);
    setValues(EMPTY);
  };

  const busy = validating || send.isPending;
  const input = (field: keyof ContactFormValues) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadValidation()}
      aria-labelledby="contact-form-title"
      className="relative space-y-5"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name}>
          <Input {...input('name')} autoComplete="name" required />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email}>
          <Input {...input('email')} type="email" autoComplete="email" required />
        </Field>
      </div>
      <Field id="contact-subject" label="Subject" error={errors.subject}>
        <Input {...input('subject')} required />
      </Field>
      <Field id="contact-message" label="Message" error={errors.message}>
        <Textarea {...input('message')} rows={6} required />
      </Field>
      {/* Honeypot: off-screen and skipped by keyboard and screen readers; only bots fill it. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-homepage">Leave this field empty</label>
        <input id="contact-homepage" {...input('homepage')} tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" disabled={busy || !hydrated} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
        <Send aria-hidden className="h-4 w-4" />
        {send.isPending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
