// Webpack asset modules: importing a file gives its URL.
declare module '*.png' { const url: string; export default url; }
declare module '*.jpg' { const url: string; export default url; }
declare module '*.svg' { const url: string; export default url; }
declare module '*.webp' { const url: string; export default url; }
declare module '*.woff2' { const url: string; export default url; }
declare module '*.css';
