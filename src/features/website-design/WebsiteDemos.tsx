import { LayoutTemplate, Maximize2, Rocket, Sprout, TrendingUp, type LucideIcon } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '../../components/primitives/Button';
import { CheckList } from '../../components/primitives/CheckList';
import { FeatureGrid } from '../../components/sections/FeatureGrid';
import { Section } from '../../components/sections/Section';
import { PACKAGES_ID } from '../../content/page-anchors';
import type { WebsiteDemo, WebsitePackage } from '../../content/schemas';
import { theme } from '../../styles/theme';
import { DemoDialog } from './DemoDialog';
import { DemoTabs } from './DemoTabs';

export interface WebsiteDemosProps {
  /** The packages of content/website-design.yml, cheapest first. */
  packages: WebsitePackage[];
  /** The sample sites; the first is selected until the visitor picks another. */
  demos: WebsiteDemo[];
}

const packageIcons: Record<string, LucideIcon> = { startup: Sprout, growth: TrendingUp, scale: Rocket };

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

const Price = styled.p`
  margin: ${theme.space(4)} 0;
  strong { display: block; font-size: ${theme.fontSize['3xl']}; line-height: 1.1; }
  span { color: ${theme.color.textMuted}; }
`;

const Highlight = styled.p`
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primarySoftText};
  font-weight: 700;
`;

const CardActions = styled.div`
  margin-top: auto;
  padding-top: ${theme.space(6)};
`;

/**
 * The package cards, the demo tabs and the full-demo dialog. The page renders all of it (every
 * tab's panel, the first selected); the page script (website-demos) switches tabs and opens the
 * dialog, with no framework: a card's button and the tabs both pick the demo the dialog shows.
 */
export function WebsiteDemos({ packages, demos }: WebsiteDemosProps) {
  const demoOf = (id: string) => demos.find((demo) => demo.id === id);

  return (
    <div data-website-demos="">
      <FeatureGrid
        id={PACKAGES_ID}
        heading="Packages"
        intro="Every package includes hosting, security updates and changes made by our team, not a do-it-yourself builder."
        items={packages.map((pkg) => ({
          icon: packageIcons[pkg.id] ?? LayoutTemplate,
          title: pkg.title,
          description: pkg.description,
          badge: pkg.recommended ? 'Recommended' : undefined,
          highlighted: pkg.recommended,
          extra: (
            <>
              <Price>
                <strong>{usd(pkg.setupPrice)} setup</strong>
                <span>plus {usd(pkg.monthlyPrice)}/month hosting</span>
              </Price>
              <Highlight>{pkg.highlightedFeature}</Highlight>
              <CheckList items={pkg.features} />
              {demoOf(pkg.id) && (
                <CardActions>
                  <Button variant={pkg.recommended ? 'default' : 'outline'} width="full" data-demo-open={pkg.id} data-demo-card={pkg.id}>
                    <Maximize2 size={18} aria-hidden="true" /> View the {pkg.title} Demo
                  </Button>
                </CardActions>
              )}
            </>
          ),
        }))}
      />
      <Section tone="subtle" heading="See a Sample Site" intro="Each package comes with a demo site for a fictional Houston-area agency. Pick one, then open the full demo.">
        <DemoTabs demos={demos} />
      </Section>
      <DemoDialog demos={demos} />
    </div>
  );
}
