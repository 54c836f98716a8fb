import type {
  ContactMessageInput,
  DemoBookingInput,
  SiteInbox,
} from "../../../../contracts/public-site.ts";
import { apiRequest } from "../../../lib/api-client.ts";

function postJson(path: string, body: object) {
  return apiRequest<{ received: true }>(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

export const sendContactMessage = (input: ContactMessageInput) =>
  postJson("/api/site/contact", input);

export const requestDemo = (input: DemoBookingInput) => postJson("/api/site/demo-bookings", input);

export const fetchSiteInbox = () => apiRequest<SiteInbox>("/api/admin/site-inbox");
