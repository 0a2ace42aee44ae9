export { ProfileDetailPage as Component } from './profile-detail-page';
export { loader } from './loader';
