// The competition a page is about: ?id= in the address (0 when absent or not a number).
import { useSearchParams } from 'react-router';

export function useCompetitionId(): number {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}
