// Standalone entry (this remote run alone); the host uses remoteEntry.js and the exposed DashboardApp.
void import('./bootstrap');
