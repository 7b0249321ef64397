import { Badge } from '../../components/primitives/Badge';
import { useCategoryName } from '../search/category-name';
import { Card, CardBody } from '../../components/primitives/Card';
import { Image } from '../../components/primitives/Image';
import { cardSizes } from '../../components/primitives/image-sizes';
import { SiteLink } from '../../components/primitives/SiteLink';
import type { Resource } from '../../content/types';
import { useLanguage } from '../../i18n/page-language';
import { formatCalendarDate } from '../../lib/dates';

/** The picture of a resource's card: its box and how wide it is shown (the listing's template has the same). */
export const resourceCardImage = { width: 800, height: 450, sizes: cardSizes };

/** A resource on the listing: image, category, title (the link), description and date (fields marked as in PostSummary). */
export function ResourceCard({ resource }: { resource: Resource }) {
  const categoryName = useCategoryName();
  const language = useLanguage();
  return (
    <Card>
      <Image src={resource.image} set={resource.imageSet} alt={resource.imageAlt} {...resourceCardImage} />
      <CardBody>
        <Badge data-field="category">{categoryName(resource.category)}</Badge>
        <h2>
          <SiteLink href={resource.link} data-field="title">
            {resource.title}
          </SiteLink>
        </h2>
        <p data-field="description">{resource.description}</p>
        <p>
          <time dateTime={resource.date} data-field="date">
            {formatCalendarDate(resource.date, language)}
          </time>
        </p>
      </CardBody>
    </Card>
  );
}
