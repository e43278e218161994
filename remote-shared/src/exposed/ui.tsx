// Federated module `remote_shared/ui`: small pieces of UI every app uses.
import '../ui/ui.css';

export { Spinner } from '../ui/Spinner';
