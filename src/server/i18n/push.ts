/** Push notifications: the title, an offer's buttons and what a tap on them answers. */
export const pushEn = {
  title: 'Staffing Marketplace',
  accept: 'Accept',
  decline: 'Decline',
  accepted: 'You accepted "{{title}}". The ward will tell you whether you take it.',
  declined: 'You declined "{{title}}".',
  failed: 'Your answer could not be sent. Please open the offer.',
};

export const pushDe: typeof pushEn = {
  title: 'Staffing Marketplace',
  accept: 'Annehmen',
  decline: 'Ablehnen',
  accepted:
    'Sie haben „{{title}}“ angenommen. Die Station sagt Ihnen, ob Sie den Dienst übernehmen.',
  declined: 'Sie haben „{{title}}“ abgelehnt.',
  failed: 'Ihre Antwort konnte nicht gesendet werden. Bitte öffnen Sie das Angebot.',
};
