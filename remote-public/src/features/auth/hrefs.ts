// The addresses of the sign-in page's two forms, for the page's toggles and the forms that post to them or lead
// back (a form of the page imports these, not the page: the page imports its forms).
export const LOGIN_HREF = '/login';
export const REGISTER_HREF = '/login?mode=register';
