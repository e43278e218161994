// Uploaded files as the pages link to them. A file's URL may be absolute, as Django REST Framework builds them
// (`https://college.example/media/results/3f9c.pdf`), or from the site's root: nothing here assumes either.

/** The file's address that the server answers as a download (`Content-Disposition: attachment`). */
export const downloadHref = (file: string) => `${file}${file.includes('?') ? '&' : '?'}download=1`;

/** The file's name ending, lower case, without its query or fragment: `pdf`, `jpg`, or '' when it has none. */
function extensionOf(url: string): string {
  const path = url.split(/[?#]/)[0];
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether an uploaded file is a picture the page can show (else it is linked to, as a PDF is). */
export function isImageFile(url: string | null | undefined): boolean {
  return !!url && ['jpg', 'jpeg', 'png', 'webp', 'gif'].includes(extensionOf(url));
}
