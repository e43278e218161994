import { screen, within } from '@testing-library/react';
import { makeStore } from '../../../remote-shared/src/store/store';
import { installFakeApi, resetBrowserState, uninstallFakeApi } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp } from '../../../remote-shared/src/testing/render';
import { INSTITUTION } from '../testing/fixtures';
import AcademicPage from './Academic';
import AdmissionPage from './Admission';

beforeEach(() => resetBrowserState());
afterEach(() => uninstallFakeApi());

describe('Academic page', () => {
  it('lists the three programmes and the three departments', () => {
    renderApp(<AcademicPage />);
    expect(screen.getByRole('heading', { level: 1, name: '🎓 একাডেমিক তথ্য' })).toBeInTheDocument();
    const programs = screen.getByRole('region', { name: '📚 প্রদত্ত প্রোগ্রামসমূহ' });
    expect(within(programs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['এইচএসসি বিজ্ঞান', 'এইচএসসি মানবিক', 'এইচএসসি ব্যবসায় শিক্ষা']);
    const departments = screen.getByRole('region', { name: '🏛️ বিভাগসমূহ' });
    expect(within(departments).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['বিজ্ঞান বিভাগ', 'মানবিক বিভাগ', 'ব্যবসায় শিক্ষা বিভাগ']);
  });
});

describe('Admission page', () => {
  it('shows eligibility, the five steps and the four papers', () => {
    installFakeApi({ 'GET institutions/': { data: [INSTITUTION] } });
    renderApp(<AdmissionPage />, { store: makeStore() });
    expect(screen.getByRole('heading', { level: 1, name: 'ভর্তি' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ভর্তির যোগ্যতা' })).toHaveTextContent('ন্যূনতম জিপিএ ২.৫');
    expect(within(screen.getByRole('region', { name: 'ভর্তির ধাপসমূহ' })).getAllByRole('listitem')).toHaveLength(5);
    const papers = within(screen.getByRole('region', { name: 'প্রয়োজনীয় কাগজপত্র' })).getAllByRole('listitem');
    expect(papers).toHaveLength(4);
    expect(papers[2]).toHaveTextContent('২ কপি পাসপোর্ট সাইজের ছবি');
  });

  it("takes the contact details from the institution record", async () => {
    installFakeApi({ 'GET institutions/': { data: [{ ...INSTITUTION, contact_phone: '01999888777', contact_email: 'office@other.example' }] } });
    renderApp(<AdmissionPage />, { store: makeStore() });
    const contact = screen.getByRole('region', { name: 'যোগাযোগ' });
    expect(await within(contact).findByRole('link', { name: '01999888777' })).toHaveAttribute('href', 'tel:01999888777');
    expect(within(contact).getByRole('link', { name: 'office@other.example' })).toHaveAttribute('href', 'mailto:office@other.example');
    expect(contact).toHaveTextContent(INSTITUTION.address);
  });

  it('shows a dash for contact details the institution lacks', async () => {
    installFakeApi({ 'GET institutions/': { data: [] } });
    renderApp(<AdmissionPage />, { store: makeStore() });
    const contact = screen.getByRole('region', { name: 'যোগাযোগ' });
    expect(await within(contact).findAllByText('-')).toHaveLength(3);
    expect(within(contact).queryByRole('link')).not.toBeInTheDocument();
  });
});
