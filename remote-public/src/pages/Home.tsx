// Home (spec section 2): the banner with the institution's name, About with three counters, the committee
// and the principal's message. Each part loads on its own; a failed part is logged and shows its empty state.
import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Avatar, mediaSrcSet, Spinner } from 'remote_shared/ui';
import { fallBackTo } from '../components/imageFallback';
import { useGetCommitteeQuery, useGetInstitutionStoryQuery, useGetPrincipalQuery, useGetTeacherCountQuery, useLogFailure, useSiteInstitution } from '../api/publicApi';
import defaultLogo from '../assets/default-logo.svg';
import { useCollegeDay } from '../components/collegeDay';
import { EmptyState } from '../components/LoadState';
import { formatBengaliDate } from '../components/dates';
import { Paragraphs } from '../components/Paragraphs';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { usePageHead } from '../page/pageHead';
import { T } from '../texts';
import './home.css';

/** The years counter counts from 1960 (spec section 9). */
export const COUNTING_FROM = 1960;

function Banner() {
  const { institution, isLoading } = useSiteInstitution();
  const name = institution?.name || (isLoading ? '' : T.fallbackName);
  useDocumentTitle(name || T.pageTitles.home);
  const image = institution?.institution_image;
  return (
    <section className="pub-hero" aria-labelledby="hero-title">
      {image && (
        // The banner is the largest thing on the page: fetched first, never lazily. Its element timing tells the
        // host page when it is on screen, so the page's scripts start after it (host/public/index.html).
        <img
          className="pub-hero__image"
          src={image}
          srcSet={mediaSrcSet(image)}
          sizes="100vw"
          alt=""
          width={1600}
          height={700}
          fetchPriority="high"
          elementtiming="main-picture"
          loading="eager"
          decoding="async"
        />
      )}
      <div className="pub-hero__shade" />
      <div className="pub-container pub-hero__content">
        <h1 id="hero-title" className="pub-hero__title">
          {name || '\u00a0'}
        </h1>
        <p className="pub-hero__tagline">{T.home.tagline}</p>
        <div className="pub-hero__actions">
          <Link to="/admission" className="pub-button pub-button--gold">
            <GraduationCap size={18} aria-hidden="true" /> {T.home.admissionCta}
          </Link>
        </div>
      </div>
    </section>
  );
}

function About() {
  const { institution: site } = useSiteInstitution();
  const { data: story } = useGetInstitutionStoryQuery();
  const teachers = useGetTeacherCountQuery();
  useLogFailure('teachers', teachers.error);
  const name = site?.name || T.fallbackName;
  const institution = site && { ...site, ...story };
  const years = Number(useCollegeDay().slice(0, 4)) - COUNTING_FROM;
  const counters = [
    { value: `${years}+`, label: T.home.counters.years },
    { value: teachers.data !== undefined ? `${teachers.data}+` : '–', label: T.home.counters.teachers },
    { value: '100%', label: T.home.counters.values },
  ];
  return (
    <section className="pub-section" aria-labelledby="about-eyebrow">
      <div className="pub-container">
        <div className="pub-about">
          <div className="pub-about__text">
            <p id="about-eyebrow" className="pub-eyebrow">
              {T.home.about}
            </p>
            <h2 id="about-title" className="pub-section__title">
              {name}
            </h2>
            {institution?.government_approval_date && (
              <p className="pub-about__meta">
                {T.home.established}: {formatBengaliDate(institution.government_approval_date)}
              </p>
            )}
            {institution?.history && (
              <>
                <h3 className="pub-about__subtitle">{T.home.history}</h3>
                <Paragraphs text={institution.history} className="pub-prose" />
              </>
            )}
          </div>
          <div className="pub-about__logo">
            <img
              src={institution?.logo || defaultLogo}
              srcSet={mediaSrcSet(institution?.logo, 320)}
              sizes="200px"
              alt={`${name} লোগো`}
              width={200}
              height={200}
              loading="lazy"
              decoding="async"
              onError={fallBackTo(defaultLogo)}
            />
          </div>
        </div>
        <ul className="pub-counters">
          {counters.map((counter) => (
            <li key={counter.label} className="pub-counter">
              <span className="pub-counter__value">{counter.value}</span>
              <span className="pub-counter__label">{counter.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Committee() {
  const { data, isLoading, error, refetch } = useGetCommitteeQuery();
  useLogFailure('committee members', error);
  return (
    <section className="pub-section pub-section--tinted" aria-labelledby="committee-title">
      <div className="pub-container">
        <h2 id="committee-title" className="pub-section__title pub-section__title--center">
          {T.home.committee}
        </h2>
        {isLoading ? (
          <Spinner label={T.loading} />
        ) : !data?.length ? (
          <EmptyState onRetry={error ? refetch : undefined} />
        ) : (
          <ul className="pub-people">
            {data.map((member) => (
              <li key={member.id} className="pub-person">
                <Avatar name={member.full_name} src={member.photo} size={112} />
                <p className="pub-person__name">{member.full_name}</p>
                <p className="pub-person__role">{member.role}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function PrincipalMessage() {
  const { data: principal, isLoading, error, refetch } = useGetPrincipalQuery();
  useLogFailure('principal', error);
  return (
    <section className="pub-section" aria-labelledby="principal-title">
      <div className="pub-container">
        <h2 id="principal-title" className="pub-section__title pub-section__title--center">
          {T.home.principal}
        </h2>
        {isLoading ? (
          <Spinner label={T.home.principalLoading} />
        ) : !principal ? (
          <EmptyState onRetry={error ? refetch : undefined} />
        ) : (
          <figure className="pub-message">
            <Avatar name={principal.full_name} src={principal.photo} size={176} shape="square" className="pub-message__photo" />
            <div>
              <blockquote className="pub-message__text">
                <Paragraphs text={principal.message ?? ''} />
              </blockquote>
              <figcaption className="pub-message__by">
                <span className="pub-message__name">{principal.full_name}</span>
                <span className="pub-message__role">{T.home.principalRole}</span>
              </figcaption>
            </div>
          </figure>
        )}
      </div>
    </section>
  );
}

export default function HomePage() {
  const { isLoading } = useSiteInstitution();
  usePageHead({ canonical: '/' });
  // Start every list of the page at once, not after the institution.
  useGetInstitutionStoryQuery();
  useGetTeacherCountQuery();
  useGetCommitteeQuery();
  useGetPrincipalQuery();
  return (
    <>
      <Banner />
      {/* The sections come together once the institution is known, so none of them pushes another down. */}
      {isLoading ? (
        <Spinner label={T.loading} />
      ) : (
        <>
          <About />
          <Committee />
          <PrincipalMessage />
        </>
      )}
    </>
  );
}
