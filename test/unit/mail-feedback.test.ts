// SES's bounce and complaint events read as the store's feedback (the records of SES's
// documentation, "Examples of event data that Amazon SES publishes to Amazon SNS"), which of them
// suppress an address, and the mail sender's pace.
import { describe, expect, it } from 'vitest';
import { suppressionFor } from '../../functions/domain/mail-suppression';
import { createSendPacer } from '../../functions/mail/send-pacer';
import { sesBounceEvent, sesFeedback } from '../../functions/mail/ses-feedback';

const mail = {
  timestamp: '2017-08-05T00:40:02.012Z',
  source: 'Sender Name <sender@example.com>',
  messageId: 'EXAMPLE7c191be45-e9aedb9a-02f9-4d12-a87d-dd0099a07f8a-000000',
  destination: ['recipient@example.com'],
};

describe('SES feedback', () => {
  it("reads a hard bounce as SES's configuration set publishes it, and it suppresses the address", () => {
    const body = JSON.stringify({
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [
          { emailAddress: 'recipient@example.com', action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' },
        ],
        timestamp: '2017-08-05T00:41:02.669Z',
        feedbackId: '01000157c44f053b-61b59c11-9236-11e6-8f96-7be8aexample-000000',
        reportingMTA: 'dsn; mta.example.com',
      },
      mail,
    });
    const [feedback, ...others] = sesFeedback(body);
    expect(others).toEqual([]);
    expect(feedback).toEqual({
      kind: 'PERMANENT_BOUNCE',
      address: 'recipient@example.com',
      at: '2017-08-05T00:41:02.669Z',
      detail: 'smtp; 550 5.1.1 user unknown',
      feedbackId: '01000157c44f053b-61b59c11-9236-11e6-8f96-7be8aexample-000000',
    });
    expect(feedback && suppressionFor(feedback)).toBe('HARD_BOUNCE');
  });

  it('a soft (transient) or undetermined bounce suppresses nothing', () => {
    for (const bounceType of ['Transient', 'Undetermined']) {
      const body = JSON.stringify({
        eventType: 'Bounce',
        bounce: { bounceType, bouncedRecipients: [{ emailAddress: 'a@example.com' }], timestamp: mail.timestamp, feedbackId: 'f' },
        mail,
      });
      const feedback = sesFeedback(body);
      expect(feedback).toHaveLength(1);
      expect(feedback.map(suppressionFor), bounceType).toEqual([null]);
    }
  });

  it('a complaint suppresses every complained recipient, read under eventType or notificationType', () => {
    for (const typeField of ['eventType', 'notificationType']) {
      const body = JSON.stringify({
        [typeField]: 'Complaint',
        complaint: {
          complainedRecipients: [{ emailAddress: 'a@example.com' }, { emailAddress: 'b@example.com' }],
          complaintFeedbackType: 'abuse',
          timestamp: '2017-08-05T00:41:02.669Z',
          feedbackId: 'c',
        },
        mail,
      });
      const feedback = sesFeedback(body);
      expect(feedback.map((entry) => [entry.address, suppressionFor(entry), entry.detail])).toEqual([
        ['a@example.com', 'COMPLAINT', 'abuse'],
        ['b@example.com', 'COMPLAINT', 'abuse'],
      ]);
    }
  });

  it('answers nothing for other events, and refuses a bounce without its recipients (the queue keeps it for a person)', () => {
    expect(sesFeedback(JSON.stringify({ eventType: 'Delivery', delivery: {}, mail }))).toEqual([]);
    expect(() =>
      sesFeedback(JSON.stringify({ eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [] }, mail })),
    ).toThrow();
  });

  it("the local stand-in's bounce reads back as the same feedback", () => {
    const at = new Date('2026-12-02T19:00:00Z');
    const base = { address: 'x@example.com', from: 'tienda@impulso.local', subject: 'Compra', at, feedbackId: 'id', messageId: 'm' };
    expect(sesFeedback(sesBounceEvent({ ...base, bounceType: 'Permanent' })).map(suppressionFor)).toEqual(['HARD_BOUNCE']);
    expect(sesFeedback(sesBounceEvent({ ...base, bounceType: 'Transient' })).map(suppressionFor)).toEqual([null]);
  });
});

describe("the mail sender's pace", () => {
  it('starts each send at least the interval after the previous one started, and waits no more', async () => {
    let now = 1_000;
    const waits: number[] = [];
    const pace = createSendPacer(1000, {
      now: () => now,
      wait: async (ms) => {
        waits.push(ms);
        now += ms;
      },
    });
    await pace(); // the first send starts at once
    now += 300; // it took 300 ms
    await pace(); // waits the 700 left
    now += 1500; // a slow send: longer than the interval
    await pace(); // no wait
    expect(waits).toEqual([700]);
  });
});
