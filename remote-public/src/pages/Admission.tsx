// Admission (static text, spec section 2): eligibility, the five steps, the papers, and the contact details,
// which come from the institution record (never hard-coded).
import { CheckCircle2, FileText, Mail, MapPin, Phone } from 'lucide-react';
import { Spinner } from 'remote_shared/ui';
import { T } from '../texts';
import { PageTitle } from './PageTitle';
import { useSiteInstitution } from '../api/publicApi';
import './admission.css';

export function ContactDetails() {
  const { institution, isLoading } = useSiteInstitution();
  if (isLoading) return <Spinner label={T.loading} />;
  const rows = [
    { icon: MapPin, label: T.contact.address, value: institution?.address, href: null },
    { icon: Phone, label: T.contact.phone, value: institution?.contact_phone, href: institution?.contact_phone ? `tel:${institution.contact_phone}` : null },
    { icon: Mail, label: T.contact.email, value: institution?.contact_email, href: institution?.contact_email ? `mailto:${institution.contact_email}` : null },
  ];
  return (
    <dl className="pub-details">
      {rows.map(({ icon: Icon, label, value, href }) => (
        <div key={label} className="pub-details__row">
          <dt>
            <Icon size={18} aria-hidden="true" /> {label}
          </dt>
          <dd>{value ? href ? <a href={href}>{value}</a> : value : '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AdmissionPage() {
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.admission}</PageTitle>
      <p className="pub-lead">{T.admission.intro}</p>
      <div className="pub-admission">
        <section className="pub-panel" aria-labelledby="eligibility-title">
          <h2 id="eligibility-title" className="pub-panel__title">
            {T.admission.eligibility}
          </h2>
          <p>{T.admission.eligibilityText}</p>
        </section>
        <section className="pub-panel" aria-labelledby="steps-title">
          <h2 id="steps-title" className="pub-panel__title">
            {T.admission.steps}
          </h2>
          <ol className="pub-steps">
            {T.admission.stepList.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section className="pub-panel" aria-labelledby="papers-title">
          <h2 id="papers-title" className="pub-panel__title">
            {T.admission.papers}
          </h2>
          <ul className="pub-checklist">
            {T.admission.paperList.map((paper) => (
              <li key={paper}>
                <FileText size={18} aria-hidden="true" /> {paper}
              </li>
            ))}
          </ul>
        </section>
        <section className="pub-panel" aria-labelledby="admission-contact-title">
          <h2 id="admission-contact-title" className="pub-panel__title">
            {T.admission.contact}
          </h2>
          <p>
            <CheckCircle2 size={18} aria-hidden="true" className="pub-inline-icon" /> {T.admission.contactIntro}
          </p>
          <ContactDetails />
        </section>
      </div>
    </section>
  );
}
