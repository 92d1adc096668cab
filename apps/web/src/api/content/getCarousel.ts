// GET /p/v1/carousel: the portal's slides in order.
import { type CarouselSlide, PORTAL_API } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { contentKeys } from './keys';
import { PUBLIC_CALL, PUBLIC_STALE_MS } from './publicList';

export const getCarousel = () => get<CarouselSlide[]>(PORTAL_API.carousel, PUBLIC_CALL).then((r) => r.data);

export const carouselQuery = () =>
  queryOptions({ staleTime: PUBLIC_STALE_MS, queryKey: contentKeys.publicList('carousel'), queryFn: getCarousel });
export const useCarousel = () => useQuery(carouselQuery());
