import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { emailMaxLength } from '@shared/email.ts';
import { messages } from '@shared/messages.ts';
import {
  contactLimits,
  contactRequest,
  contactSubjectLabels,
  contactSubjects,
  parseContactSubject,
  type ContactRequest,
  type ContactSubject,
} from '@shared/schemas/contact.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import { InputField, TextAreaField } from '../../components/ui/field.tsx';
import { FormError, SubmitButton } from '../../components/ui/form-parts.tsx';
import { sessionQuery } from '../../features/auth/session.ts';
import { useSendContactMessage } from '../../features/contact/api.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { useZodForm } from '../../lib/form.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

const subjectHelp: Record<ContactSubject, string> = {
  general: 'Questions about stories, your account, privacy or anything else.',
  affiliate: 'Tell us where you write or teach and how you would share Storyloom.',
  partnership: 'Schools, libraries, publishers and other organisations working with families.',
};

function ContactForm({ initialSubject }: { initialSubject: ContactSubject }) {
  const send = useSendContactMessage();
  const form = useZodForm({
    schema: contactRequest,
    initialValues: { name: '', email: '', subject: initialSubject, message: '' } as ContactRequest,
    onSubmit: (data) => send.mutateAsync(data),
  });
  // A signed-in parent is not asked who they are; what they already typed is never overwritten.
  const signedInUser = useQuery(sessionQuery).data?.user;
  const { setValues } = form;
  // The page rendered at build time had no address to read a subject from: the real one arrives
  // just after it comes alive, and is chosen unless the visitor already picked another meanwhile.
  const subjectFromAddress = useRef(initialSubject);
  useEffect(() => {
    const before = subjectFromAddress.current;
    if (initialSubject === before) return;
    subjectFromAddress.current = initialSubject;
    setValues((current) => (current.subject === before ? { ...current, subject: initialSubject } : current));
  }, [initialSubject, setValues]);
  useEffect(() => {
    if (!signedInUser) return;
    setValues((current) => ({ ...current, name: current.name || signedInUser.name, email: current.email || signedInUser.email }));
  }, [signedInUser, setValues]);

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-3xl border border-success/40 bg-surface p-6 sm:p-8">
        <h2 className="text-2xl font-bold">Message sent</h2>
        <p className="mt-2 text-lg text-fg-muted">{send.data.message || messages.contact.sent}</p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            form.setValue('message', '');
            send.reset();
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form {...form.formProps} className="grid gap-5 rounded-3xl border border-border bg-surface p-6 sm:p-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label="Your name" autoComplete="name" maxLength={contactLimits.name} {...form.field('name')} />
        <InputField label="Email address" type="email" autoComplete="email" maxLength={emailMaxLength} {...form.field('email')} />
      </div>
      <SelectField label="Subject" hint={subjectHelp[form.values.subject]} {...form.field('subject')}>
        {contactSubjects.map((subject) => (
          <option key={subject} value={subject}>
            {contactSubjectLabels[subject]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Message" rows={6} maxLength={contactLimits.message} {...form.field('message')} />
      <FormError message={form.formError} />
      <div>
        <SubmitButton pending={form.pending} pendingLabel="Sending…">
          Send message
        </SubmitButton>
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
  // The first subject the running page reads from its address (the prerendered one read none): its
  // form is the one the page came alive with, kept with whatever was typed into it before then.
  const hydrated = useHydrated();
  const [firstSubject, setFirstSubject] = useState<ContactSubject | null>(null);
  if (hydrated && firstSubject === null) setFirstSubject(subject);
  const formKey = !hydrated || subject === (firstSubject ?? subject) ? 'first' : subject;

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
      <ContactForm key={formKey} initialSubject={subject} />
    </div>
  );
}
