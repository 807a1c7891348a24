import { afterEach, describe, expect, it } from "vitest";
import { sessionUser } from "../../../tests/support/web-render";
import {
  claimSessionFlag,
  cleanupPaymentSession,
  readRegistration,
  readStoredUser,
  storeRegistration,
  storeUser,
} from "./browser-storage";

const USER_ID = "0b9c1e7a-4d2f-4a51-9c3e-5f6a7b8c9d0e";

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function seedCheckout() {
  storeRegistration({ email: "juan@empresa.mx", userId: USER_ID, paypalOrderId: "I-SUB1" });
  window.localStorage.setItem("paypal_transaction", '{"token":"EC-OLD"}');
}

describe("cleanupPaymentSession", () => {
  it("on /register forgets every item of an earlier checkout", () => {
    seedCheckout();

    cleanupPaymentSession("/register");

    expect(readRegistration()).toEqual({
      email: null,
      userId: null,
      paypalOrderId: null,
      paypalTimestamp: null,
    });
    expect(window.localStorage.getItem("paypal_transaction")).toBeNull();
  });

  it("on a return page keeps the returning user's registration and drops the old transaction record", () => {
    seedCheckout();

    cleanupPaymentSession("/payment-success", USER_ID);

    expect(readRegistration()).toMatchObject({
      email: "juan@empresa.mx",
      userId: USER_ID,
      paypalOrderId: "I-SUB1",
    });
    expect(window.localStorage.getItem("paypal_transaction")).toBeNull();
  });

  it("on a return page for another user forgets the stored registration", () => {
    seedCheckout();

    cleanupPaymentSession("/payment-cancel", "11111111-2222-4333-8444-555555555555");

    expect(readRegistration().email).toBeNull();
    expect(readRegistration().userId).toBeNull();
  });

  it("leaves the signed-in user and the activation mark alone", () => {
    storeUser(sessionUser());
    window.localStorage.setItem("account_activated", "true");

    cleanupPaymentSession("/register");

    expect(readStoredUser()?.name).toBe("María Fernanda López");
    expect(window.localStorage.getItem("account_activated")).toBe("true");
  });
});

describe("stored user", () => {
  it("ignores a stored value that is not a valid user", () => {
    window.localStorage.setItem("user_data", '{"name":"x"}');
    expect(readStoredUser()).toBeNull();
    window.localStorage.setItem("user_data", "no es json");
    expect(readStoredUser()).toBeNull();
  });
});

describe("claimSessionFlag", () => {
  it("is true the first time in a browser session only", () => {
    expect(claimSessionFlag("activation_error_notified")).toBe(true);
    expect(claimSessionFlag("activation_error_notified")).toBe(false);
    expect(window.sessionStorage.getItem("activation_error_notified")).toBe("true");
  });
});
