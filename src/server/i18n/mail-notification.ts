/** The notification e-mails: one subject and intro per event, and the lines every such mail shares. */
export const mailNotificationEn = {
  dates: 'The dates:',
  more: 'and {{count}} more dates',
  open: 'Open in the app',
  default: {
    subject: 'News about “{{title}}”',
    intro: 'There is news about the request “{{title}}” of {{organisation}}.',
  },
  offer: {
    subject: 'Can you take it? {{title}}',
    intro:
      '{{organisation}} is looking for someone for “{{title}}”, and you match. Can you take it?',
    accept: 'Yes, I take it',
    decline: 'Cannot take it: {{link}}',
    note: 'The links work once, without signing in, while the request is open. If several people accept, the ward manager picks one and you hear the outcome.',
  },
  offer_accepted: {
    subject: 'Accepted: {{title}}',
    intro: 'A pool member has accepted the request “{{title}}”. Pick who takes it.',
  },
  hr_review: {
    subject: 'Decision needed: {{title}}',
    intro:
      'Nobody from the pool took the request “{{title}}” in time. Approve filling it from other pools and agencies, or cancel it.',
  },
  request_filled: {
    subject: 'Filled: {{title}}',
    intro: 'The request “{{title}}” of {{organisation}} has been filled. Thank you for answering.',
  },
  request_cancelled: {
    subject: 'Cancelled: {{title}}',
    intro: '{{organisation}} has cancelled the request “{{title}}”.',
  },
  external_request: {
    subject: 'New request: {{title}}',
    intro:
      '{{organisation}} has a new request that matches your job alert: “{{title}}”. Your agency may apply.',
  },
  request_changed: {
    subject: 'Changed: {{title}}',
    intro:
      '{{organisation}} has changed the request “{{title}}” you were asked about, and it still fits you. Please check the dates and details below: if you accepted, your acceptance stands; if you have not answered yet, you still can.',
  },
  offer_withdrawn: {
    subject: 'No longer for you: {{title}}',
    intro:
      '{{organisation}} has changed the request “{{title}}”, and it no longer fits you (dates, qualification or skills), so you are no longer asked. You do not need to answer.',
  },
  acceptance_withdrawn: {
    subject: 'Your acceptance no longer applies: {{title}}',
    intro:
      '{{organisation}} has changed the request “{{title}}” you accepted, and it no longer fits you (dates, qualification or skills). Your acceptance no longer applies: please do not plan on this shift.',
  },
  timesheet_due: {
    subject: 'Please confirm your hours: {{title}}',
    intro:
      'The shift “{{title}}” at {{organisation}} has ended. Please confirm the hours worked (one tap if they were as booked).',
  },
  timesheet_submitted: {
    subject: 'Hours to approve: {{title}}',
    intro: 'Hours for “{{title}}” have been confirmed and wait for your approval.',
  },
  aueg_equal_pay_soon: {
    subject: 'Equal pay in 4 weeks: {{person}} at {{organisation}}',
    intro:
      '{{person}} will have worked 9 months at {{organisation}} through your agency in 4 weeks. From then on equal pay is due under the Staff Leasing Act (AÜG §8 (4)). The exact day is shown in the applicant list and in the notification.',
  },
  aueg_limit_soon: {
    subject: '18 months in 4 weeks: {{person}} at {{organisation}}',
    intro:
      'In 4 weeks {{person}} reaches the maximum of 18 months at {{organisation}} under the Staff Leasing Act (AÜG §1 (1b)). Shifts after that day will be refused; after an interruption of more than 3 months a new count starts.',
  },
};

export const mailNotificationDe: typeof mailNotificationEn = {
  dates: 'Die Termine:',
  more: 'und {{count}} weitere Termine',
  open: 'In der App öffnen',
  default: {
    subject: 'Neuigkeiten zu „{{title}}“',
    intro: 'Es gibt Neuigkeiten zur Anfrage „{{title}}“ von {{organisation}}.',
  },
  offer: {
    subject: 'Können Sie übernehmen? {{title}}',
    intro:
      '{{organisation}} sucht jemanden für „{{title}}“, und Sie passen. Können Sie übernehmen?',
    accept: 'Ja, ich übernehme',
    decline: 'Kann nicht übernehmen: {{link}}',
    note: 'Die Links funktionieren einmal und ohne Anmeldung, solange die Anfrage offen ist. Sagen mehrere zu, wählt die Stationsleitung aus, und Sie erfahren das Ergebnis.',
  },
  offer_accepted: {
    subject: 'Zugesagt: {{title}}',
    intro:
      'Jemand aus dem Pool hat die Anfrage „{{title}}“ angenommen. Wählen Sie aus, wer übernimmt.',
  },
  hr_review: {
    subject: 'Entscheidung nötig: {{title}}',
    intro:
      'Niemand aus dem Pool hat die Anfrage „{{title}}“ rechtzeitig übernommen. Geben Sie sie für andere Pools und Agenturen frei oder sagen Sie sie ab.',
  },
  request_filled: {
    subject: 'Besetzt: {{title}}',
    intro: 'Die Anfrage „{{title}}“ von {{organisation}} ist besetzt. Danke für Ihre Antwort.',
  },
  request_cancelled: {
    subject: 'Abgesagt: {{title}}',
    intro: '{{organisation}} hat die Anfrage „{{title}}“ abgesagt.',
  },
  external_request: {
    subject: 'Neue Anfrage: {{title}}',
    intro:
      '{{organisation}} hat eine neue Anfrage, die zu Ihrem Job-Alarm passt: „{{title}}“. Ihre Agentur kann sich bewerben.',
  },
  request_changed: {
    subject: 'Geändert: {{title}}',
    intro:
      '{{organisation}} hat die Anfrage „{{title}}“ geändert, zu der Sie gefragt wurden, und sie passt weiterhin zu Ihnen. Bitte prüfen Sie die Termine und Angaben unten: Wenn Sie zugesagt haben, bleibt Ihre Zusage bestehen; wenn Sie noch nicht geantwortet haben, können Sie das weiterhin tun.',
  },
  offer_withdrawn: {
    subject: 'Nicht mehr für Sie: {{title}}',
    intro:
      '{{organisation}} hat die Anfrage „{{title}}“ geändert, und sie passt nicht mehr zu Ihnen (Termine, Qualifikation oder Fähigkeiten). Sie werden deshalb nicht mehr gefragt und müssen nicht antworten.',
  },
  acceptance_withdrawn: {
    subject: 'Ihre Zusage gilt nicht mehr: {{title}}',
    intro:
      '{{organisation}} hat die Anfrage „{{title}}“ geändert, die Sie angenommen hatten, und sie passt nicht mehr zu Ihnen (Termine, Qualifikation oder Fähigkeiten). Ihre Zusage gilt nicht mehr: Bitte planen Sie diesen Dienst nicht ein.',
  },
  timesheet_due: {
    subject: 'Bitte Stunden bestätigen: {{title}}',
    intro:
      'Der Dienst „{{title}}“ bei {{organisation}} ist zu Ende. Bitte bestätigen Sie die gearbeiteten Stunden (mit einem Tippen, wenn sie wie geplant waren).',
  },
  timesheet_submitted: {
    subject: 'Stunden freigeben: {{title}}',
    intro: 'Die Stunden für „{{title}}“ sind bestätigt und warten auf Ihre Freigabe.',
  },
  aueg_equal_pay_soon: {
    subject: 'Equal Pay in 4 Wochen: {{person}} bei {{organisation}}',
    intro:
      '{{person}} ist in 4 Wochen 9 Monate an {{organisation}} überlassen. Ab dann gilt der Gleichstellungsgrundsatz (Equal Pay, AÜG §8 Abs. 4). Den genauen Tag zeigen die Bewerberliste und die Benachrichtigung.',
  },
  aueg_limit_soon: {
    subject: '18 Monate in 4 Wochen: {{person}} bei {{organisation}}',
    intro:
      'In 4 Wochen erreicht {{person}} die Höchstüberlassungsdauer von 18 Monaten bei {{organisation}} (AÜG §1 Abs. 1b). Schichten nach diesem Tag werden abgelehnt; nach einer Unterbrechung von mehr als 3 Monaten beginnt die Zählung neu.',
  },
};
