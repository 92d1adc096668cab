// What other features use of the certificates domain: the class drawer's eligibility and certificates tab.
export { classCertificatesTab } from './class/classCertificatesTab';
