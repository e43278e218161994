import { waitFor } from '@testing-library/react';
import { makeStore } from '../../../remote-shared/src/store/store';
import { drfList, installFakeApi, uninstallFakeApi } from '../../../remote-shared/src/testing/fakeApi';
import { pageChunk, prefetchPage } from './prefetch';

afterEach(() => uninstallFakeApi());

describe('prefetchPage', () => {
  it("on / asks for the banner image as soon as the institution's answer names it", async () => {
    installFakeApi({ 'GET institutions/': { data: [{ id: 1, name: 'কলেজ', institution_image: '/media/institution/banner.jpg' }] } });
    void prefetchPage(makeStore().dispatch, '/');
    await waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute('href', '/media/institution/banner.jpg'));
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute('fetchpriority', 'high');
    expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('imagesrcset')).toContain('/media/_w/640/institution/banner.jpg 640w');
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute('imagesizes', '100vw');
  });

  it('asks for nothing more when the banner is already in the page the server drew', async () => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    const drawn = document.createElement('img');
    drawn.setAttribute('src', '/media/institution/drawn.jpg');
    document.body.append(drawn);
    const api = installFakeApi({ 'GET institutions/': { data: [{ id: 1, name: 'কলেজ', institution_image: '/media/institution/drawn.jpg' }] } });
    void prefetchPage(makeStore().dispatch, '/');
    // What every page shows of the institution (the banner among it), and the home page's story.
    await waitFor(() => expect(api.sent('GET institutions/')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    drawn.remove();
  });

  const SITE = 'fields=id,name,logo,institution_image,address,location_code,contact_phone,contact_email,preview_image';
  const STORY = 'fields=government_approval_date,government_approval_number,history';
  const ROW = 'fields=id,title,description,date,category,pdf_file';
  const RESULT = 'fields=id,year,category,class_name,exam_name,examinees,passed,gpa5,file';

  it.each([
    ['/', [`GET institutions/?${STORY}`, `GET institutions/?${SITE}`, 'GET teachers/?fields=id&page_size=1', 'GET committee-members/', 'GET principal-vice-principal/']],
    ['/notice', [`GET institutions/?${SITE}`, `GET notices/?${ROW}&page_size=6`]],
    ['/notice?page=2', [`GET institutions/?${SITE}`, `GET notices/?${ROW}&page=2&page_size=6`]],
    [`/notice?search=${encodeURIComponent('ভর্তি ২০২৬')}&page=3`, [`GET institutions/?${SITE}`, `GET notices/?${ROW}&page=3&page_size=6&search=ভর্তি ২০২৬`]],
    ['/notice?page=abc', [`GET institutions/?${SITE}`]],
    ['/notice/42', [`GET institutions/?${SITE}`, 'GET notices/42/']],
    ['/notice/abc', [`GET institutions/?${SITE}`]],
    ['/gallery', [`GET institutions/?${SITE}`, 'GET gallery/?page_size=12']],
    ['/gallery?page=2', [`GET institutions/?${SITE}`, 'GET gallery/?page=2&page_size=12']],
    ['/facnstaff?page=3', [`GET institutions/?${SITE}`, 'GET teachers/?page=3&page_size=12']],
    ['/contact', [`GET institutions/?${SITE}`]],
    ['/login?mode=register', [`GET institutions/?${SITE}`]],
    ['/facnstaff?tab=staff&page=2', [`GET institutions/?${SITE}`, 'GET staff/?fields=id,full_name,designation,contact_phone,contact_email,photo&page=2&page_size=12']],
    ['/facnstaff?tab=nobody', [`GET institutions/?${SITE}`]],
    ['/result', [`GET institutions/?${SITE}`, `GET results/?${RESULT}&page_size=20`, 'GET classes/?fields=id,name']],
    ['/result?category=Internal&page=2', [`GET institutions/?${SITE}`, `GET results/?category=Internal&${RESULT}&page=2&page_size=20`, 'GET classes/?fields=id,name']],
    ['/result?category=nothing', [`GET institutions/?${SITE}`]],
    ['/routine', [`GET institutions/?${SITE}`, 'GET routines/?fields=id,category,class_name,file', 'GET classes/?fields=id,name', 'GET sections/?fields=id,name']],
    [
      `/routine?class=2&section=${encodeURIComponent('খ')}`,
      [
        `GET institutions/?${SITE}`,
        'GET routines/?fields=id,category,class_name,file',
        'GET classes/?fields=id,name',
        'GET sections/?fields=id,name',
        'GET class-routine/?classId=2&fields=id,classId,sectionId,day,startTime,endTime,subjectName,teacherName&sectionId=2',
      ],
    ],
    ['/acknowledgment', [`GET institutions/?${SITE}`, 'GET acknowledgment/?fields=id,title,date,image']],
    [
      '/about',
      [
        `GET institutions/?${SITE}`,
        `GET institutions/?fields=government_approval_date,government_approval_number,history,eiin,college_code,education_board,mission,objective,citizen_charter,citizen_charter_file,grs_officer_name,grs_officer_phone,grs_officer_email,rti_officer_name,rti_officer_phone,rti_officer_email`,
        'GET acknowledgment/?fields=id,title,date,image',
        'GET calendar/?fields=id,title,kind,start_date,end_date,note',
        'GET stats/',
        'GET committee-members/',
      ],
    ],
  ])('on %s starts the reads the page shows, with the query it shows', async (url, expected) => {
    const ok = drfList(Array.from({ length: 40 }, (_, i) => ({ id: i + 1 })));
    const api = installFakeApi({
      'GET institutions/': ok,
      'GET teachers/': ok,
      'GET committee-members/': ok,
      'GET principal-vice-principal/': ok,
      'GET notices/': ok,
      'GET notices/42/': { data: { id: 42 } },
      'GET gallery/': ok,
      'GET staff/': ok,
      'GET results/': ok,
      'GET routines/': ok,
      'GET acknowledgment/': ok,
      'GET calendar/': ok,
      'GET stats/': { data: { students: [], teachers: 0, staff: 0 } },
      'GET classes/': { data: [{ id: 1, name: 'একাদশ' }, { id: 2, name: 'দ্বাদশ' }] },
      'GET sections/': { data: [{ id: 2, name: 'খ' }] },
      'GET class-routine/': ok,
    });
    // Each read as 'GET path?name=value&…', its parameters in alphabetical order, not encoded.
    const sentQuery = (query: Record<string, string>) =>
      Object.entries(query)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, value]) => `${name}=${value}`)
        .join('&');
    const asked = () => api.requests.map((r) => `${r.method} ${r.url}${Object.keys(r.query).length ? `?${sentQuery(r.query)}` : ''}`).sort();
    const store = makeStore();
    void prefetchPage(store.dispatch, url);
    await waitFor(() => expect(asked()).toEqual([...expected].sort()));
    // The page's own queries then find the answers in the cache.
    void prefetchPage(store.dispatch, url);
    await new Promise((r) => setTimeout(r, 20));
    expect(api.requests).toHaveLength(expected.length);
  });
});

describe('pageChunk', () => {
  it.each([
    ['/', 'page-home'],
    ['/notice', 'page-notice'],
    ['/notice/42', 'page-notice-detail'],
    ['/notice/not-a-number', 'page-notice-detail'],
    ['/login', 'page-login'],
    ['/about', 'page-about'],
    ['/result', 'page-result'],
    ['/routine', 'page-routine'],
    ['/acknowledgment/', 'page-acknowledgment'],
    ['/no-such-page', 'page-not-found'],
  ])('names the chunk that draws %s', (path, chunk) => {
    expect(pageChunk(path)).toBe(chunk);
  });
});
