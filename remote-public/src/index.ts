// Standalone entry (this remote run alone); the host uses remoteEntry.js and the exposed PublicApp instead.
void import('./bootstrap');
