// Contact (spec sections 2, 4, 5 and 8): the institution's address, phone and email, the office hours, and
// the contact form: name and message required, email or phone required (refused here, nothing sent),
// 'পাঠানো হচ্ছে...' while sending, cleared on success, the spec's failure message otherwise. Without JavaScript
// the form posts to the server, which applies the same rules and answers with the same messages in the page.
import { Clock, Mail, MapPin, Phone, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { contactReachProblem, contactSchema } from 'remote_shared/schemas';
import { useSendContactMutation, type ContactPayload } from '../api/publicApi';
import { T } from '../texts';
import { PageTitle } from './PageTitle';
import { CsrfField } from '../page/CsrfField';
import { flashOf, textField, useFormState } from '../page/formState';
import { useSiteInstitution } from '../api/publicApi';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

function ContactInfo() {
  const { institution } = useSiteInstitution();
  const phone = institution?.contact_phone;
  const email = institution?.contact_email;
  const rows = [
    { icon: MapPin, label: T.contact.address, value: institution?.address || T.fallbackAddress },
    { icon: Phone, label: T.contact.phone, value: phone ? <a href={`tel:${phone}`}>{phone}</a> : '-' },
    { icon: Mail, label: T.contact.email, value: email ? <a href={`mailto:${email}`}>{email}</a> : '-' },
    { icon: Clock, label: T.contact.hours, value: T.contact.hoursText },
  ];
  return (
    <section className="pub-panel" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className="pub-panel__title">
        {T.contact.info}
      </h2>
      <dl className="pub-details">
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="pub-details__row">
            <dt>
              <Icon size={18} aria-hidden="true" /> {label}
            </dt>
            <dd className="pub-break">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The contact message's fields, as the shared schema names them (the server checks the same). */
const FIELDS = Object.keys(contactSchema) as Array<keyof typeof contactSchema>;

/**
 * A plain HTML form first (POST /contact, answered by the server with the page and its message), sent by the
 * page's script once it has arrived. Its fields keep what the visitor typed in the page itself (uncontrolled),
 * so nothing typed before the script arrived is lost.
 */
function ContactForm() {
  const drawn = useFormState('contact');
  const [outcome, setOutcome] = useState<Outcome>(flashOf(drawn?.message));
  const [send, { isLoading: sending }] = useSendContactMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(FIELDS.map((field) => [field, textField(data, field)])) as unknown as ContactPayload;
    if (contactReachProblem(values)) {
      setOutcome({ kind: 'error', text: T.contact.needReach });
      return;
    }
    setOutcome(null);
    const payload: ContactPayload = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      message: values.message.trim(),
    };
    const result = await send(payload);
    if ('error' in result) {
      console.error('[public] contact message not sent', result.error);
      setOutcome({ kind: 'error', text: T.contact.failure });
    } else {
      for (const field of FIELDS) {
        const element = form.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | null;
        if (element) element.value = '';
      }
      setOutcome({ kind: 'success', text: T.contact.success });
    }
  };

  const typed = (field: (typeof FIELDS)[number]) => drawn?.values?.[field] ?? '';

  return (
    <section className="pub-panel" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="pub-panel__title">
        {T.contact.form}
      </h2>
      <form className="pub-form" method="post" action="/contact" onSubmit={submit} aria-labelledby="contact-form-title">
        <CsrfField />
        <div className="pub-field">
          <label htmlFor="contact-name">
            {T.contact.nameLabel}
            <span aria-hidden="true" className="pub-field__required"> *</span>
          </label>
          <input id="contact-name" name="name" autoComplete="name" required maxLength={150} placeholder={T.contact.namePlaceholder} defaultValue={typed('name')} />
        </div>
        <div className="pub-form__pair">
          <div className="pub-field">
            <label htmlFor="contact-email">{T.contact.emailLabel}</label>
            <input id="contact-email" name="email" type="email" autoComplete="email" maxLength={254} placeholder={T.contact.emailPlaceholder} defaultValue={typed('email')} aria-describedby="contact-reach" />
          </div>
          <div className="pub-field">
            <label htmlFor="contact-phone">{T.contact.phoneLabel}</label>
            <input id="contact-phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={30} placeholder={T.contact.phonePlaceholder} defaultValue={typed('phone')} aria-describedby="contact-reach" />
          </div>
        </div>
        <small id="contact-reach" className="pub-field__hint">
          {T.contact.reachHint}
        </small>
        <div className="pub-field">
          <label htmlFor="contact-message">
            {T.contact.messageLabel}
            <span aria-hidden="true" className="pub-field__required"> *</span>
          </label>
          <textarea id="contact-message" name="message" required rows={5} maxLength={5000} placeholder={T.contact.messagePlaceholder} defaultValue={typed('message')} />
        </div>
        <div aria-live="polite" className="pub-form__outcome">
          {outcome && (
            <p className={outcome.kind === 'success' ? 'pub-notice-box pub-notice-box--success' : 'pub-notice-box pub-notice-box--error'} role={outcome.kind === 'error' ? 'alert' : 'status'}>
              {outcome.text}
            </p>
          )}
        </div>
        <button type="submit" className="pub-button pub-button--block" aria-disabled={sending || undefined}>
          <Send size={18} aria-hidden="true" /> {sending ? T.contact.sending : T.contact.send}
        </button>
      </form>
    </section>
  );
}

export default function ContactPage() {
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.contact}</PageTitle>
      <div className="pub-contact">
        <ContactInfo />
        <ContactForm />
      </div>
    </section>
  );
}
