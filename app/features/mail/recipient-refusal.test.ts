import { describe, expect, it } from "vitest";
import { isPermanentRecipientRefusal, permanentRecipientRefusalOf, recipientRefusalError } from "./recipient-refusal";

const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error("Can't send mail"), fields);

describe("permanentRecipientRefusalOf", () => {
  it("recognises a 5xx answer to RCPT TO", () => {
    const error = smtpError({ code: "EENVELOPE", command: "RCPT TO", responseCode: 550, response: "550 5.1.1 User unknown" });
    expect(permanentRecipientRefusalOf(error)).toEqual({ responseCode: 550, response: "550 5.1.1 User unknown" });
  });

  it("reads the per-recipient errors when nodemailer gives them", () => {
    const error = smtpError({
      code: "EENVELOPE",
      command: "RCPT TO",
      responseCode: 550,
      rejectedErrors: [{ code: "EENVELOPE", command: "RCPT TO", responseCode: 553, response: "553 no such domain" }],
    });
    expect(permanentRecipientRefusalOf(error)?.responseCode).toBe(553);
  });

  it("leaves a temporary refusal, a refused sender and a connection error to the retries", () => {
    expect(
      permanentRecipientRefusalOf(
        smtpError({ code: "EENVELOPE", command: "RCPT TO", responseCode: 451, response: "451 try later" }),
      ),
    ).toBeNull();
    expect(permanentRecipientRefusalOf(smtpError({ code: "EENVELOPE", command: "MAIL FROM", responseCode: 550 }))).toBeNull();
    expect(permanentRecipientRefusalOf(smtpError({ code: "ECONNECTION" }))).toBeNull();
    expect(permanentRecipientRefusalOf("boom")).toBeNull();
  });
});

describe("isPermanentRecipientRefusal", () => {
  it("tells a refused recipient from other failures", () => {
    const lastError = recipientRefusalError(550, "550 5.1.1 <nobody@example.fr>: User unknown");
    expect(lastError).toBe("SMTP 550: destinataire refusé — 5.1.1 <nobody@example.fr>: User unknown");
    expect(isPermanentRecipientRefusal({ status: "failed", last_error: lastError })).toBe(true);
    expect(isPermanentRecipientRefusal({ status: "failed", last_error: "SMTP 451: try later" })).toBe(false);
    expect(isPermanentRecipientRefusal({ status: "failed", last_error: "ECONNREFUSED: connect" })).toBe(false);
    expect(isPermanentRecipientRefusal({ status: "sent", last_error: null })).toBe(false);
  });
});
