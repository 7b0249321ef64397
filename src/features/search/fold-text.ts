/**
 * Text as the searches compare it: lower case, accents off ("Información" reads "informacion"),
 * so a visitor who types without accents, as many do on a phone, finds the words that have them.
 * Both sides of a comparison go through it. Fuse does the same for close matches (ignoreDiacritics).
 */
export const foldText = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
