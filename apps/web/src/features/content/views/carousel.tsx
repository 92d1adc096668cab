// Back-office view 'content/carousel': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function ContentCarouselView() {
  return <ViewFrame view="content/carousel" />;
}
