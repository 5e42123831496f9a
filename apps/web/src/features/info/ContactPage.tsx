import { CONTACT_CATEGORIES, routes, type ContactBody } from '@coinwave/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { InfoPage } from '../../components/InfoPage';
import { api, serverErrorText } from '../../lib/api';
import { toast } from '../../stores/toast.store';
import { categoryLabel, EMPTY_CONTACT, isContactComplete } from './contact-form';

const inputClass =
  'w-full rounded-xl border border-white/15 bg-abyss/70 px-3 py-2.5 text-foam placeholder:text-foam/45 focus:border-surf focus:outline-none';

/** /contact: every field required; posts the form, then the spec's success texts and a cleared form. */
export function ContactPage() {
  const [form, setForm] = useState<ContactBody>(EMPTY_CONTACT);
  const set = (patch: Partial<ContactBody>) => setForm((f) => ({ ...f, ...patch }));
  const send = useMutation({
    mutationFn: (body: ContactBody) => api(routes.contact, { body }),
    onSuccess: () => {
      setForm(EMPTY_CONTACT);
      toast({
        title: 'Message Sent Successfully!',
        description: "We'll get back to you within 24 hours.",
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'Message not sent',
        description: serverErrorText(error) ?? 'Please try again in a moment.',
        variant: 'destructive',
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isContactComplete(form))
      send.mutate({
        ...form,
        name: form.name.trim(),
        email: form.email.trim(),
        subject: form.subject.trim(),
        message: form.message.trim(),
      });
  };
  return (
    <InfoPage title="Contact Us">
      <p>
        Questions, feedback or a problem with your account? Send us a message and we'll get back to
        you within 24 hours.
      </p>
      <form onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-2" aria-label="Contact form">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-foam/90">
          Name
          <input
            className={inputClass}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-foam/90">
          Email
          <input
            className={inputClass}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={form.email}
            onChange={(e) => set({ email: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-foam/90">
          Category
          <select
            className={inputClass}
            name="category"
            required
            value={form.category}
            onChange={(e) => set({ category: e.target.value as ContactBody['category'] })}
          >
            {CONTACT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-foam/90">
          Subject
          <input
            className={inputClass}
            name="subject"
            required
            maxLength={200}
            value={form.subject}
            onChange={(e) => set({ subject: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-foam/90 sm:col-span-2">
          Message
          <textarea
            className={`${inputClass} min-h-36`}
            name="message"
            required
            maxLength={5000}
            value={form.message}
            onChange={(e) => set({ message: e.target.value })}
          />
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" variant="coin" size="lg" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send Message'}
          </Button>
        </div>
      </form>
    </InfoPage>
  );
}
