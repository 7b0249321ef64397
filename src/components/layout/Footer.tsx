import { styled } from 'styled-components';
import { SharedRegion } from '../../app/shared-markup';
import { shellLinks } from '../../config/shell-links';
import { useSite } from '../../config/site';
import { NewsletterForm } from '../../features/newsletter/NewsletterForm';
import { useLanguage, useText, useTextParts } from '../../i18n/page-language';
import { notPrinted } from '../../styles/GlobalStyle';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { SiteLink } from '../primitives/SiteLink';
import { Container } from './Container';

const Wrapper = styled.footer`
  background: ${theme.color.inverseBg};
  color: ${theme.color.inverseMuted};
  padding: ${theme.space(14)} 0 ${theme.space(8)};
  a { color: ${theme.color.inverseText}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  ${notPrinted}
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(10)};
  ${media.tablet} { grid-template-columns: repeat(2, 1fr); }
  ${media.desktop} { grid-template-columns: 1.4fr 1fr 1fr 1.4fr; }
`;

const Brand = styled.p`
  color: ${theme.color.inverseText};
  font-size: ${theme.fontSize.xl};
  font-weight: 800;
  margin-bottom: ${theme.space(3)};
`;

const ColumnTitle = styled.h2`
  color: ${theme.color.inverseText};
  font-size: ${theme.fontSize.md};
  margin-bottom: ${theme.space(3)};
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li a { display: inline-flex; align-items: center; gap: ${theme.space(2)}; min-height: ${theme.layout.touchTarget}; }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space(4)};
  margin-top: ${theme.space(12)};
  padding-top: ${theme.space(6)};
  border-top: 1px solid rgba(148, 163, 184, 0.25);
  font-size: ${theme.fontSize.sm};
  ul { display: flex; flex-wrap: wrap; gap: ${theme.space(2)} ${theme.space(5)}; list-style: none; margin: 0; padding: 0; }
`;

/** A column title's heading id: a title of several words ("Para familias") holds no space, which would split the reference. */
const columnId = (title: string) => `footer-${title.replace(/\s+/g, '-')}`;

/** The site footer: brand, link columns, the newsletter form, copyright and legal links. */
export function Footer() {
  const site = useSite();
  const language = useLanguage();
  const t = useText();
  const parts = useTextParts();
  const year = new Date().getFullYear();
  return (
    <SharedRegion id={`footer ${language}`}>
      <Wrapper>
        <Container>
          <Grid>
            <div>
              <Brand>{site.name}</Brand>
              <p>{site.blurb}</p>
            </div>
            {site.footer.columns.map((column) => (
              <nav key={column.title} aria-labelledby={columnId(column.title)}>
                <ColumnTitle id={columnId(column.title)}>{column.title}</ColumnTitle>
                <Links>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <SiteLink href={link.href}>{link.label}</SiteLink>
                    </li>
                  ))}
                </Links>
              </nav>
            ))}
            <div>
              <ColumnTitle id="footer-newsletter">{t('footer.newsletter')}</ColumnTitle>
              <p>{t('footer.newsletterText')}</p>
              <NewsletterForm source="footer" tone="inverse" labelledBy="footer-newsletter" id="footerNewsletter" />
            </div>
          </Grid>
          <Bottom>
            <p suppressHydrationWarning>{parts('footer.copyright', { year, owner: site.legalName })}</p>
            <nav aria-label={t('footer.legal')}>
              <ul>
                {site.footer.legal.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href}>{link.label}</SiteLink>
                  </li>
                ))}
                <li>
                  <SiteLink href={shellLinks[language].sitemap}>{t('footer.sitemap')}</SiteLink>
                </li>
              </ul>
            </nav>
          </Bottom>
        </Container>
      </Wrapper>
    </SharedRegion>
  );
}
