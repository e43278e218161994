// The Element Timing attribute (https://wicg.github.io/element-timing/): the browser reports when the element
// was on screen. React passes it through as written; its types do not list it yet.
import 'react';

declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    elementtiming?: string;
  }
}
