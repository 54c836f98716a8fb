import { describe, expect, it } from "vitest";
import { reminderEvents, todayAt, type DatedDocument } from "./reminder-events.ts";

const lease = (overrides: Partial<DatedDocument> = {}): DatedDocument => ({
  id: "lease",
  organizationId: "organization",
  vertical: "legal",
  name: "Sewa ruko",
  expiryDate: "2027-03-01",
  invoiceDueDate: null,
  clauses: [],
  renewalField: null,
  terminationNoticeField: null,
  ...overrides,
});

describe("reminderEvents", () => {
  it("announces an end in the smallest window it is in, and nothing outside the windows", () => {
    expect(reminderEvents(lease(), "2026-12-01")).toMatchObject([
      { kind: "contract_expiry", daysLeft: 90, windowDays: 90 },
    ]);
    expect(reminderEvents(lease(), "2027-01-30")[0]).toMatchObject({
      daysLeft: 30,
      windowDays: 30,
    });
    expect(reminderEvents(lease(), "2027-02-27")[0]).toMatchObject({ daysLeft: 2, windowDays: 7 });
    expect(reminderEvents(lease(), "2027-03-01")[0]).toMatchObject({ daysLeft: 0, windowDays: 7 });
    expect(reminderEvents(lease(), "2026-11-30")).toEqual([]);
    expect(reminderEvents(lease(), "2027-03-02")).toEqual([]);
  });

  it("calls a contract that renews itself a renewal, and dates the notice by its clause", () => {
    const renewing = lease({
      clauses: [
        {
          category: "Renewal Term",
          text: "This Agreement renews automatically for successive one-year terms unless either party gives notice of non-renewal at least three (3) months before the end of the then-current term.",
        },
      ],
    });
    // 1 Dec, three months before the end: 16 days ahead, while the renewal is 106 days away.
    expect(reminderEvents(renewing, "2026-11-15")).toMatchObject([
      { kind: "notice_deadline", dueDate: "2026-12-01", daysLeft: 16, windowDays: 30 },
    ]);
    expect(reminderEvents(renewing, "2027-01-30")).toMatchObject([
      { kind: "contract_renewal", dueDate: "2027-03-01", daysLeft: 30, windowDays: 30 },
    ]);
  });

  it("dates the notice a renewal clause gives as days' notice, without the word before", () => {
    const renewing = lease({
      clauses: [
        {
          category: "Renewal Term",
          text: "The term renews for additional one (1) year periods unless terminated upon sixty (60) days' written notice.",
        },
      ],
    });
    expect(reminderEvents(renewing, "2026-12-25")).toMatchObject([
      { kind: "notice_deadline", dueDate: "2026-12-31", daysLeft: 6, windowDays: 7 },
      { kind: "contract_renewal", daysLeft: 66, windowDays: 90 },
    ]);
  });

  it("takes the renewal and notice from the contract's fields before its clauses", () => {
    const clauses = [
      {
        category: "Renewal Term",
        text: "This Agreement renews automatically for successive one-year terms unless either party gives notice of non-renewal at least three (3) months before the end of the then-current term.",
      },
    ];
    // A person corrected the notice to 45 days: the deadline is 45 days before the end.
    expect(
      reminderEvents(
        lease({
          clauses,
          renewalField: "Automatic, 1 year",
          terminationNoticeField: "45 days before the end",
        }),
        "2027-01-10",
      ),
    ).toMatchObject([
      { kind: "notice_deadline", dueDate: "2027-01-15", daysLeft: 5, windowDays: 7 },
      { kind: "contract_renewal", daysLeft: 50, windowDays: 90 },
    ]);
    // In Indonesian, as understanding words an Indonesian contract's fields.
    expect(
      reminderEvents(
        lease({
          renewalField: "Otomatis, 1 tahun",
          terminationNoticeField: "1 bulan sebelum berakhir",
        }),
        "2027-01-25",
      ),
    ).toMatchObject([
      { kind: "notice_deadline", dueDate: "2027-02-01", daysLeft: 7 },
      { kind: "contract_renewal", daysLeft: 35 },
    ]);
    // Emptied by a person: no renewal and no notice, whatever the clauses say.
    expect(
      reminderEvents(
        lease({ clauses, renewalField: "", terminationNoticeField: "" }),
        "2026-11-15",
      ),
    ).toEqual([]);
    expect(
      reminderEvents(
        lease({ clauses, renewalField: "", terminationNoticeField: "" }),
        "2027-01-30",
      ),
    ).toMatchObject([{ kind: "contract_expiry", daysLeft: 30 }]);
  });

  it("calls a contract renewed only by agreement an end, and reads no notice from words without a duration", () => {
    expect(
      reminderEvents(
        lease({
          renewalField: "By agreement or option, 2 years",
          terminationNoticeField: "as the schedule says",
        }),
        "2027-01-30",
      ),
    ).toMatchObject([{ kind: "contract_expiry", daysLeft: 30 }]);
  });

  it("gives invoices their own, shorter windows", () => {
    const invoice = lease({
      expiryDate: null,
      invoiceDueDate: "2027-01-10",
      vertical: "accounting",
    });
    expect(reminderEvents(invoice, "2026-12-20")).toEqual([]);
    expect(reminderEvents(invoice, "2027-01-03")).toMatchObject([
      { kind: "invoice_due", daysLeft: 7, windowDays: 7 },
    ]);
    expect(reminderEvents(invoice, "2027-01-09")[0]).toMatchObject({ windowDays: 1 });
  });

  it("counts days in Jakarta", () => {
    expect(todayAt(new Date("2026-12-31T16:59:00Z"))).toBe("2026-12-31");
    expect(todayAt(new Date("2026-12-31T17:00:00Z"))).toBe("2027-01-01");
  });
});
