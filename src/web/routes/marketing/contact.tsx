import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { messages } from '@shared/messages.ts';
import {
  contactSubjectLabels,
  contactSubjects,
  parseContactSubject,
  type ContactRequest,
  type ContactSubject,
} from '@shared/schemas/contact.ts';
import { Button } from '../../components/ui/button.tsx';
import { controlClasses, FieldShell, InputField, TextAreaField } from '../../components/ui/field.tsx';
import { isContactField, useSendContactMessage, validateContact, type ContactErrors } from '../../features/contact/api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';

const subjectHelp: Record<ContactSubject, string> = {
  general: 'Questions about stories, your account, privacy or anything else.',
  affiliate: 'Tell us where you write or teach and how you would share Storyloom.',
  partnership: 'Schools, libraries, publishers and other organisations working with families.',
};

function ContactForm({ initialSubject }: { initialSubject: ContactSubject }) {
  const [values, setValues] = useState<ContactRequest>({ name: '', email: '', subject: initialSubject, message: '' });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const send = useSendContactMessage();

  const update = (field: keyof ContactRequest) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const result = validateContact(values);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(result.data, {
      onError: (error) => {
        if (error instanceof ApiError && isContactField(error.field)) {
          setErrors({ [error.field]: error.serverMessage });
        } else {
          setFormError(error instanceof ApiError ? error.serverMessage : messages.errors.internal);
        }
      },
    });
  };

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-3xl border border-success/40 bg-surface p-6 sm:p-8">
        <h2 className="text-2xl font-bold">Message sent</h2>
        <p className="mt-2 text-lg text-fg-muted">{send.data.message || messages.contact.sent}</p>
        <Button variant="secondary" className="mt-6" onClick={() => send.reset()}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 rounded-3xl border border-border bg-surface p-6 sm:p-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label="Your name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => update('name')(event.target.value)}
          error={errors.name}
        />
        <InputField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => update('email')(event.target.value)}
          error={errors.email}
        />
      </div>
      <FieldShell label="Subject" error={errors.subject} hint={subjectHelp[values.subject]}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            name="subject"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={values.subject}
            onChange={(event) => update('subject')(parseContactSubject(event.target.value))}
            className={controlClasses + ' min-h-11'}
          >
            {contactSubjects.map((subject) => (
              <option key={subject} value={subject}>
                {contactSubjectLabels[subject]}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        value={values.message}
        onChange={(event) => update('message')(event.target.value)}
        error={errors.message}
      />
      {formError && (
        <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 font-medium text-danger">
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}

export default function Contact() {
  useDocumentMeta({
    title: 'Contact us',
    description: 'Questions about Storyloom, the affiliate programme or a partnership? Write to the Storyloom team.',
  });
  const subject = parseContactSubject(new URLSearchParams(useSearch()).get('subject'));

  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.4fr]">
      <div>
        <p className="font-semibold text-primary">Contact</p>
        <h1 className="mt-2 text-4xl font-bold sm:text-5xl">We’d love to hear from you</h1>
        <p className="mt-4 text-lg text-fg-muted">
          A real person on the Storyloom team reads every message, and we usually reply within two working days.
        </p>
        <dl className="mt-8 grid gap-5">
          {contactSubjects.map((item) => (
            <div key={item}>
              <dt className="font-semibold">{contactSubjectLabels[item]}</dt>
              <dd className="text-fg-muted">{subjectHelp[item]}</dd>
            </div>
          ))}
        </dl>
      </div>
      {/* A new ?subject= (a footer link followed while already here) starts a fresh form with it chosen. */}
      <ContactForm key={subject} initialSubject={subject} />
    </div>
  );
}
