import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asUser,
  browserHeaders,
  signUpVerified,
  uniqueEmail,
} from "../../../../test/support/accounts.ts";
import {
  createTestApp,
  TEST_SUPPORT_EMAIL,
  type TestApp,
} from "../../../../test/support/test-app.ts";
import { FORM_LIMITS, type SiteInbox } from "../../../contracts/public-site.ts";
import { contactMessages, demoBookings } from "../../db/schema/site.ts";

const ADMIN_EMAIL = uniqueEmail("site-admin");
let subject: TestApp;
beforeAll(async () => {
  // Each test posts from an address of its own, so the per-address limit is each test's.
  subject = await createTestApp({ adminEmail: ADMIN_EMAIL, trustedProxies: ["127.0.0.1"] });
});
afterAll(() => subject.close());

const visitorAddress = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join(".")}`;

function post(url: string, payload: object, address: string, headers: object = browserHeaders) {
  return subject.app.inject({
    method: "POST",
    url,
    payload,
    headers: { ...headers, "x-forwarded-for": address },
  });
}

const contact = (email: string, extra: object = {}) => ({
  name: "Sari Wulandari",
  email,
  message: "Apakah berkas bisa dipasang di server kami sendiri?\nTerima kasih <3",
  language: "id",
  ...extra,
});

const booking = (email: string, extra: object = {}) => ({
  name: "Budi Santoso",
  email,
  company: "CV Maju Bersama",
  organizationType: "food_beverage",
  preferredDate: "2027-01-12",
  message: "Kami punya tiga cabang.",
  language: "en",
  ...extra,
});

describe("POST /api/site/contact", () => {
  it("stores the message and mails it to SUPPORT_EMAIL, the visitor's text escaped", async () => {
    const email = uniqueEmail("contact");
    const sent = await post("/api/site/contact", contact(email), visitorAddress());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ received: true });

    const rows = await subject.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Sari Wulandari", language: "id" });

    const mail = (await subject.outbox()).find((each) => each.text.includes(email));
    expect(mail?.to).toBe(TEST_SUPPORT_EMAIL);
    expect(mail?.subject).not.toContain("Sari");
    expect(mail?.html).toContain("Terima kasih &lt;3");
    expect(mail?.html).not.toContain("<3");
  });

  it("answers a filled honeypot like any form but keeps and mails nothing", async () => {
    const email = uniqueEmail("robot");
    const sent = await post(
      "/api/site/contact",
      contact(email, { website: "http://spam.example" }),
      visitorAddress(),
    );
    expect(sent.json()).toEqual({ received: true });
    const rows = await subject.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(rows).toHaveLength(0);
    expect((await subject.outbox()).some((each) => each.text.includes(email))).toBe(false);
  });

  it("refuses an invalid form with VALIDATION_FAILED", async () => {
    for (const payload of [
      contact("not-an-address"),
      contact(uniqueEmail(), { message: "   " }),
      contact(uniqueEmail(), { message: "x".repeat(FORM_LIMITS.messageMaxLength + 1) }),
      contact(uniqueEmail(), { language: "fr" }),
    ]) {
      const sent = await post("/api/site/contact", payload, visitorAddress());
      expect(sent.statusCode).toBe(400);
      expect(sent.json().error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("limits one address across both forms, then says when to come back", async () => {
    const address = visitorAddress();
    for (let attempt = 0; attempt < FORM_LIMITS.perIpPerWindow; attempt += 1) {
      const url = attempt % 2 ? "/api/site/contact" : "/api/site/demo-bookings";
      const payload = attempt % 2 ? contact(uniqueEmail()) : booking(uniqueEmail());
      expect((await post(url, payload, address)).statusCode).toBe(200);
    }
    const refused = await post("/api/site/contact", contact(uniqueEmail()), address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(
      (await post("/api/site/contact", contact(uniqueEmail()), visitorAddress())).statusCode,
    ).toBe(200);
  });

  it("is refused when posted from another site's page", async () => {
    const sent = await post("/api/site/contact", contact(uniqueEmail()), visitorAddress(), {
      origin: "https://elsewhere.example",
    });
    expect(sent.statusCode).toBe(403);
  });
});

describe("demo bookings", () => {
  it("are stored, mailed, and listed to admins only, newest first", async () => {
    const first = uniqueEmail("demo");
    const second = uniqueEmail("demo");
    for (const email of [first, second]) {
      expect(
        (await post("/api/site/demo-bookings", booking(email), visitorAddress())).statusCode,
      ).toBe(200);
    }
    const mail = (await subject.outbox()).find((each) => each.text.includes(second));
    expect(mail?.to).toBe(TEST_SUPPORT_EMAIL);
    expect(mail?.text).toContain("2027-01-12");

    const admin = await signUpVerified(subject, ADMIN_EMAIL);
    const listed = await subject.app.inject({
      method: "GET",
      url: "/api/admin/site-inbox",
      headers: asUser(admin),
    });
    expect(listed.statusCode).toBe(200);
    const inbox = listed.json<SiteInbox>();
    const emails = inbox.bookings.map((each) => each.email);
    expect(emails.indexOf(second)).toBeLessThan(emails.indexOf(first));
    expect(inbox.bookings.find((each) => each.email === first)).toMatchObject({
      company: "CV Maju Bersama",
      organizationType: "food_beverage",
      preferredDate: "2027-01-12",
    });

    const member = await signUpVerified(subject);
    for (const headers of [asUser(member), browserHeaders]) {
      const refused = await subject.app.inject({
        method: "GET",
        url: "/api/admin/site-inbox",
        headers,
      });
      expect([401, 403]).toContain(refused.statusCode);
      expect(refused.body).not.toContain(first);
    }
  });

  it("needs a real date and a company", async () => {
    for (const payload of [
      booking(uniqueEmail(), { preferredDate: "2027-02-30" }),
      booking(uniqueEmail(), { company: "" }),
      booking(uniqueEmail(), { organizationType: "bank" }),
    ]) {
      expect((await post("/api/site/demo-bookings", payload, visitorAddress())).statusCode).toBe(
        400,
      );
    }
    const rows = await subject.database.db
      .select({ id: demoBookings.id })
      .from(demoBookings)
      .where(eq(demoBookings.company, ""));
    expect(rows).toHaveLength(0);
  });
});
