// What other parts use of operates: the guide's entry in the navbar, its feature list (the student's manual shows it).
export { GuideEntry } from './guide/GuideEntry';
export { GuideFeatures } from './guide/GuideFeatures';
