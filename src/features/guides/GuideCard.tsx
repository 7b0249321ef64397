import { FileDown } from 'lucide-react';
import { useCategoryName } from '../search/category-name';
import { styled } from 'styled-components';
import { Badge } from '../../components/primitives/Badge';
import { ButtonLink } from '../../components/primitives/Button';
import { Card, CardBody } from '../../components/primitives/Card';
import { Image } from '../../components/primitives/Image';
import { cardSizes } from '../../components/primitives/image-sizes';
import type { Guide } from '../../content/types';
import { theme } from '../../styles/theme';

const Download = styled.div`
  margin-top: auto;
  padding-top: ${theme.space(3)};
`;

/** The cover of a guide's card: its box and how wide it is shown (the listing's template has the same). */
export const guideCardImage = { width: 600, height: 800, sizes: cardSizes };

/** A guide on the listing: cover, category, title, description and its PDF (fields marked as in PostSummary). */
export function GuideCard({ guide }: { guide: Guide }) {
  const categoryName = useCategoryName();
  return (
    <Card>
      <Image src={guide.coverImage} set={guide.coverImageSet} alt={guide.coverImageAlt} {...guideCardImage} />
      <CardBody>
        <Badge data-field="category">{categoryName(guide.category)}</Badge>
        <h2 data-field="title">{guide.title}</h2>
        <p data-field="description">{guide.description}</p>
        <Download>
          <ButtonLink href={guide.downloadLink} variant="outline" download aria-label={`Download PDF: ${guide.title}`} data-field="download">
            <FileDown size={18} aria-hidden="true" /> PDF
          </ButtonLink>
        </Download>
      </CardBody>
    </Card>
  );
}
