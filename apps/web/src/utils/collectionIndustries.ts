// The industries of the startup-star collection, in both languages: the public form and the back-office review
// read the same labels.
export const INDUSTRIES_ZH = {
  agriculture: '现代农业',
  manufacturing: '制造业',
  technology: '科技与互联网',
  commerce: '商贸流通',
  services: '生活服务',
  culture: '文化创意',
  other: '其他',
};

export const INDUSTRIES_EN: typeof INDUSTRIES_ZH = {
  agriculture: 'Modern agriculture',
  manufacturing: 'Manufacturing',
  technology: 'Technology and internet',
  commerce: 'Trade and retail',
  services: 'Everyday services',
  culture: 'Culture and creative',
  other: 'Other',
};
