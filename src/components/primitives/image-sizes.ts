/**
 * How wide each kind of image is shown at each viewport width (the `sizes` of its <picture>), from
 * the layout: the container is 76rem at most with 1rem of padding on a phone and 1.5rem from the
 * tablet width; cards sit in a grid of 20rem columns (one on a phone, two on a tablet, three on a
 * desktop); the featured post's picture takes 1.2 of 2.2 columns from the tablet width (beside
 * the newsletter box from the desktop width); an
 * article's column leaves 18rem and a 3.5rem gap to the sidebar from the desktop width, and its
 * prose is 46rem at most. A browser picks the smallest variant at least this wide times the
 * screen's density: a card on a 375px phone at density 2 takes the 720 px variant. One constant
 * each, so that a script that makes cards carries the cards' alone.
 */
export const cardSizes = '(min-width: 1216px) 380px, (min-width: 1024px) calc(33vw - 2.5rem), (min-width: 768px) calc(50vw - 2.25rem), calc(100vw - 2rem)';
export const featuredSizes = '(min-width: 1216px) 420px, (min-width: 1024px) calc(35vw - 1rem), (min-width: 768px) calc(55vw - 2rem), calc(100vw - 2rem)';
export const postHeaderSizes = '(min-width: 1216px) 824px, (min-width: 1024px) calc(100vw - 24.5rem), (min-width: 768px) calc(100vw - 3rem), calc(100vw - 2rem)';
export const proseSizes = '(min-width: 1024px) 736px, (min-width: 768px) calc(100vw - 3rem), calc(100vw - 2rem)';
