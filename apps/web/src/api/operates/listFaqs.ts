// GET /a/v1/operates/faqs: the FAQ entries the smart-service chat answers from, drafts included.
import { type AdminFaq, OPERATES_API, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { operatesKeys } from './keys';

export const listFaqs = (params: { page: number; size: number }) =>
  get<Page<AdminFaq>>(OPERATES_API.faqs, { params, noLoading: true }).then((r) => r.data);

export const faqsQuery = (params: { page: number; size: number }) =>
  queryOptions({
    queryKey: operatesKeys.faqList(params),
    queryFn: () => listFaqs(params),
    placeholderData: keepPreviousData,
  });
