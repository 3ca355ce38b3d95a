/** Written all in capitals: at least two letters, none in lower case, some with a case ("EXPERIENCE", "CV 2024"). */
export const isCaps = (text: string): boolean => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
};
