/** Why a number in a body is refused: not a number in range, or a third decimal. */
export const numberValidationEn = {
  Number_is_not_valid: 'Please enter a number in the allowed range',
  At_most_two_decimals: 'Please enter at most two decimal places',
};

export const numberValidationDe: typeof numberValidationEn = {
  Number_is_not_valid: 'Bitte eine Zahl im zulässigen Bereich eingeben',
  At_most_two_decimals: 'Bitte höchstens zwei Nachkommastellen eingeben',
};
