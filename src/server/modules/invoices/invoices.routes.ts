import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoicesEndpoints } from '#shared/contracts/invoices';
import { attachmentDisposition } from '#server/modules/documents/documents.service';
import type { InvoiceService } from './invoices.service';

/** Agencies, clinics' HR and administrators; which invoices is decided per call by party. */
const PARTY_ROLES = ['AGENCY', 'ORG_ADMIN', 'ADMIN'] as const;
const PARTIES =
  'The issuing agency’s dispatchers, the receiving organisation’s HR or agency’s dispatchers and administrators; anyone else gets 404.';

/** A download: named, private to the caller, never cached. */
function attachment(
  reply: FastifyReply,
  type: string,
  file: { name: string; body: Buffer | string },
) {
  reply.header('content-type', type);
  reply.header('content-disposition', attachmentDisposition(file.name));
  reply.header('cache-control', 'private, no-store');
  return reply.send(file.body);
}

export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (
  app,
  { invoices },
) => {
  const docs = { tags: ['invoices'], security: [{ bearerAuth: [] }] };
  const parties = { onRequest: app.requireRole(...PARTY_ROLES) };
  const admin = { onRequest: app.requireRole('ADMIN') };

  app.endpoint(
    invoicesEndpoints.list,
    {
      ...parties,
      schema: {
        ...docs,
        summary:
          'Invoices and credit notes the caller issued or received (administrators: all), by service month and counterpart, with totals in cents',
      },
    },
    async (request) => invoices.list(request.actor!, request.query),
  );

  app.endpoint(
    invoicesEndpoints.one,
    {
      ...parties,
      schema: {
        ...docs,
        summary:
          'One invoice with its parties as issued, its lines and its status (overdue on the app’s clock)',
        description: PARTIES,
      },
    },
    async (request) => invoices.get(request.actor!, request.params.id),
  );

  const download = (summary: string) => ({
    ...parties,
    schema: { ...docs, summary, description: PARTIES },
  });

  app.endpoint(
    invoicesEndpoints.pdf,
    download('The invoice as a PDF in the recipient’s language, drawn from the stored invoice'),
    async (request, reply) =>
      attachment(reply, 'application/pdf', await invoices.pdf(request.actor!, request.params.id)),
  );

  app.endpoint(
    invoicesEndpoints.xml,
    download('The invoice as an EN 16931 electronic invoice (UN/CEFACT CII)'),
    async (request, reply) =>
      attachment(
        reply,
        'application/xml; charset=utf-8',
        await invoices.xml(request.actor!, request.params.id),
      ),
  );

  app.endpoint(
    invoicesEndpoints.markPaid,
    {
      ...admin,
      schema: {
        ...docs,
        tags: ['admin: invoices'],
        summary:
          'Record that an issued (or overdue) invoice was paid; paid, cancelled invoices and credit notes answer 409',
      },
    },
    async (request) => invoices.markPaid(request.params.id),
  );

  app.endpoint(
    invoicesEndpoints.cancel,
    {
      ...admin,
      schema: {
        ...docs,
        tags: ['admin: invoices'],
        summary:
          'Cancel an invoice: it becomes cancelled and a credit note with its own number and negative amounts is issued; nothing is deleted',
      },
    },
    async (request) => invoices.cancel(request.actor!, request.params.id),
  );

  app.endpoint(
    invoicesEndpoints.run,
    {
      ...admin,
      schema: {
        ...docs,
        tags: ['admin: invoices'],
        summary:
          'Issue the agency and commission invoices for approved timesheets up to a closed month’s end (default: last month) that no standing invoice bills yet, each placement on its own; placements that cannot be invoiced are answered and kept as problems with their reason; running again issues nothing new',
      },
    },
    async (request) => invoices.run(request.actor!, request.body),
  );

  app.endpoint(
    invoicesEndpoints.problems,
    {
      ...admin,
      schema: {
        ...docs,
        tags: ['admin: invoices'],
        summary:
          'Placements a billing run could not invoice, each with its reason code and details, the latest first; a later run that invoices the placement (or finds nothing left to bill) resolves its problem',
      },
    },
    async (request) => invoices.problems(request.query),
  );
};
