// What other features use of the certificates domain: the class drawer's eligibility and certificates tab.
export { classCertificatesTab } from './class/classCertificatesTab';
// The settlement claim shows each student's eligibility reasons the same way.
export { EligibilityTag, ReasonList } from './eligibility/Reasons';
