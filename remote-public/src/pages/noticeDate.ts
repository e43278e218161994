// The date of a notice, on its list (Notice.tsx) and its own page (NoticeDetail.tsx): spec section 9 writes it
// in the en-GB style, day, short month and year.

/** A notice's date: '2025-11-05' -> '5 Nov 2025'. */
export { formatEnglishDate as formatNoticeDate } from '../components/dates';
