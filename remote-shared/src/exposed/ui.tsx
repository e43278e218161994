// Federated module `remote_shared/ui`: small pieces of UI every app uses.
import '../ui/ui.css';

export { Spinner } from '../ui/Spinner';
export { Avatar } from '../ui/Avatar';
export type { AvatarProps } from '../ui/Avatar';
export { mediaSrcSet } from '../ui/mediaSources';
