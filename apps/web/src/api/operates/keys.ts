// Query keys of the operate guide and the new-feature list.

export const operatesKeys = {
  all: ['operates'] as const,
  operateShow: () => [...operatesKeys.all, 'operate-show'] as const,
  functionShow: () => [...operatesKeys.all, 'function-show'] as const,
  operateInfo: () => [...operatesKeys.all, 'operate-info'] as const,
  functionInfo: () => [...operatesKeys.all, 'function-info'] as const,
  /** Every role's guide (administration). */
  guides: () => [...operatesKeys.all, 'guide'] as const,
  guide: (role: string) => [...operatesKeys.guides(), role] as const,
  /** The feature list (administration), every page. */
  features: () => [...operatesKeys.all, 'features'] as const,
  featureList: (params: { page: number; size: number }) => [...operatesKeys.features(), params] as const,
  /** The FAQ entries the chat answers from (administration), every page. */
  faqs: () => [...operatesKeys.all, 'faqs'] as const,
  faqList: (params: { page: number; size: number }) => [...operatesKeys.faqs(), params] as const,
};
