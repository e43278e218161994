// The public pages as the server's renderer draws them: loaded up front (see lazyPages.ts).
export { default as Home } from './Home';
export { default as Academic } from './Academic';
export { default as FacultyStaff } from './FacultyStaff';
export { default as Admission } from './Admission';
export { default as Gallery } from './Gallery';
export { default as Notice } from './Notice';
export { default as NoticeDetail } from './NoticeDetail';
export { default as Contact } from './Contact';
export { default as About } from './About';
export { default as Result } from './Result';
export { default as Routine } from './Routine';
export { default as Acknowledgment } from './Acknowledgment';
export { default as Login } from '../features/auth/LoginPage';
export { default as NotFound } from './NotFound';
