export { PersonalInformationPage as Component } from './personal-information-page';
