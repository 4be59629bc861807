#!/usr/bin/env python3
"""Drives headless Chromium over the DevTools protocol for Popsnap's tests (Tests/PopsnapTestSupport/Browser.swift).

Chromium is started with --remote-debugging-pipe: it reads commands on its fd 3 and writes replies and events on
its fd 4, each message one JSON object ended by a NUL byte, so no websocket library is needed (stdlib only).

This script's own protocol, for the Swift side: one JSON request a line on standard input, one JSON reply a line
on standard output, in order. Requests: {"open": URL}, {"evaluate": JS}, {"wait": JS, "timeout": seconds},
{"press": KEY}, {"mouse": [x, y]}, {"screenshot": true}. Replies: {"value": ...} (null for a request with no
result, and when JavaScript gave undefined) or {"error": "what went wrong"}; the first reply, before any request,
says the browser started. End of input closes the browser and removes its profile folder.

Usage: chromium.py CHROMIUM WIDTH HEIGHT
"""

import fcntl
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time

# How long one DevTools command may take before the browser is taken for stuck; `wait` has its own timeout.
COMMAND_SECONDS = 30

# Named keys as DevTools wants them: DOM `key`, DOM `code`, Windows virtual key code, and the text typed.
NAMED_KEYS = {
    "ArrowDown": ("ArrowDown", 40, ""), "ArrowUp": ("ArrowUp", 38, ""),
    "ArrowLeft": ("ArrowLeft", 37, ""), "ArrowRight": ("ArrowRight", 39, ""),
    "Tab": ("Tab", 9, ""), "Enter": ("Enter", 13, "\r"), "Escape": ("Escape", 27, ""),
    "Home": ("Home", 36, ""), "End": ("End", 35, ""), " ": ("Space", 32, " "),
}


class DevTools:
    """One page of a headless Chromium, reached through its debugging pipe."""

    def __init__(self, chromium, width, height):
        self.profile = tempfile.mkdtemp(prefix="popsnap-chromium-")
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()
        # Above 10 first, so neither dup2 below overwrites the other pipe when it already sits on fd 3 or 4.
        high_r = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD, 10)
        high_w = fcntl.fcntl(from_browser_w, fcntl.F_DUPFD, 10)

        def onto_3_and_4():
            os.dup2(high_r, 3)
            os.dup2(high_w, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             "--remote-debugging-pipe", "--user-data-dir=" + self.profile, "--hide-scrollbars",
             "--window-size=%d,%d" % (width, height), "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(3, 4), preexec_fn=onto_3_and_4)
        for fd in (to_browser_r, from_browser_w, high_r, high_w):
            os.close(fd)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable", {}, session=True)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=True)

    def send(self, method, params, session):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        return self.next_id

    def receive(self, deadline):
        """The next message from the browser, or an exception when it died or the deadline passed."""
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise RuntimeError("Chromium did not answer within %d s" % COMMAND_SECONDS)
            ready, _, _ = select.select([self.from_browser], [], [], left)
            if ready:
                chunk = os.read(self.from_browser, 1 << 20)
                if not chunk:
                    raise RuntimeError("Chromium exited (status %s)" % self.process.poll())
                self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params, session=False):
        ident = self.send(method, params, session)
        deadline = time.monotonic() + COMMAND_SECONDS
        while True:
            message = self.receive(deadline)
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError("%s: %s" % (method, message["error"].get("message")))
                return message.get("result", {})
            if "method" in message:
                self.events.append(message["method"])

    def open(self, url):
        self.events.clear()
        result = self.call("Page.navigate", {"url": url}, session=True)
        if "errorText" in result:
            raise RuntimeError("cannot open %s: %s" % (url, result["errorText"]))
        deadline = time.monotonic() + COMMAND_SECONDS
        while "Page.loadEventFired" not in self.events:
            message = self.receive(deadline)
            if "method" in message:
                self.events.append(message["method"])

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True},
                           session=True)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise RuntimeError("JavaScript threw: %s" % details.get("exception", {}).get("description", details.get("text")))
        return result["result"]

    def wait(self, expression, timeout):
        deadline = time.monotonic() + timeout
        while True:
            if self.evaluate(expression).get("value") is True:
                return
            if time.monotonic() > deadline:
                raise RuntimeError("still not true after %g s: %s" % (timeout, expression))
            time.sleep(0.02)

    def press(self, key):
        if key in NAMED_KEYS:
            code, virtual, text = NAMED_KEYS[key]
        elif len(key) == 1 and key.isalnum():
            code = ("Key" if key.isalpha() else "Digit") + key.upper()
            virtual, text = ord(key.upper()), key
        else:
            raise RuntimeError("no such key %r: a letter, a digit or one of %s" % (key, ", ".join(repr(k) for k in sorted(NAMED_KEYS))))
        down = {"type": "keyDown" if text else "rawKeyDown", "key": key, "code": code,
                "windowsVirtualKeyCode": virtual, "nativeVirtualKeyCode": virtual}
        if text:
            down["text"] = text
        self.call("Input.dispatchKeyEvent", down, session=True)
        self.call("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "code": code,
                                             "windowsVirtualKeyCode": virtual, "nativeVirtualKeyCode": virtual},
                  session=True)

    def mouse(self, x, y):
        self.call("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y}, session=True)

    def screenshot(self):
        return self.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"]

    def close(self):
        try:
            self.call("Browser.close", {})
        except RuntimeError:
            pass
        try:
            self.process.wait(timeout=COMMAND_SECONDS)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def answer(browser, request):
    if "open" in request:
        return browser.open(request["open"])
    if "evaluate" in request:
        return browser.evaluate(request["evaluate"]).get("value")
    if "wait" in request:
        return browser.wait(request["wait"], float(request.get("timeout", 10)))
    if "press" in request:
        return browser.press(request["press"])
    if "mouse" in request:
        return browser.mouse(*request["mouse"])
    if "screenshot" in request:
        return browser.screenshot()
    raise RuntimeError("unknown request %s" % sorted(request))


def main():
    chromium, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    try:
        browser = DevTools(chromium, width, height)
    except (OSError, RuntimeError) as error:
        print(json.dumps({"error": "cannot start %s: %s" % (chromium, error)}), flush=True)
        return 1
    print(json.dumps({"value": None}), flush=True)
    try:
        for line in sys.stdin:
            try:
                reply = {"value": answer(browser, json.loads(line))}
            except (RuntimeError, ValueError, TypeError, KeyError) as error:
                reply = {"error": str(error)}
            print(json.dumps(reply), flush=True)
    finally:
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
