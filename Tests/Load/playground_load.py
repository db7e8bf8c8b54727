#!/usr/bin/env python3
"""Load test for the playground: many sessions streaming input while hostile clients misbehave.

Starts `responder-playground` on a free loopback port, times --scene-loads loads of a --scene-views-view scene on
the idle server (decode, build and the scene reply), then for --duration seconds:
  * --sessions sessions each stream a drag at --rate samples per second (two samples per message, the way a
    page batches pointer events per animation frame) and time every reply;
  * hostile clients, in a loop: malformed JSON, a message over the size limit, a binary frame, a YAML alias
    bomb, a scene with an alias used as a key, a fragmented message that never ends, a socket closed without a
    close frame, a TCP connection that stops half-way through the HTTP upgrade, and a WebSocket that never reads;
while the server's resident memory is sampled. Then every client closes, and as many fresh sessions as the
server allows must all open (so no session leaked), the server must still be running (no crash), and its
memory must not keep growing.

Prints p50/p99/max reply latency, peak resident memory and the checks; exits non-zero when a check fails.
Standard library only; loopback only; bounded in time.
"""

import argparse
import asyncio
import base64
import json
import os
import random
import re
import signal
import statistics
import struct
import subprocess
import sys
import time

# ---------------------------------------------------------------- a minimal WebSocket client (RFC 6455)


class Closed(Exception):
    pass


class WebSocket:
    def __init__(self, reader, writer):
        self.reader, self.writer = reader, writer

    @classmethod
    async def connect(cls, host, port, path="/ws", timeout=10):
        reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        writer.write(
            (
                f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        await writer.drain()
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout)
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise Closed(f"upgrade refused: {head[:80]!r}")
        return cls(reader, writer)

    def send_frame(self, opcode, payload, fin=True):
        header = bytearray([(0x80 if fin else 0) | opcode])
        length = len(payload)
        if length < 126:
            header.append(0x80 | length)
        elif length < 1 << 16:
            header.append(0x80 | 126)
            header += struct.pack("!H", length)
        else:
            header.append(0x80 | 127)
            header += struct.pack("!Q", length)
        mask = os.urandom(4)
        header += mask
        if length:
            # XOR with the repeating mask, fast enough for a few MiB.
            repeated = (mask * (length // 4 + 1))[:length]
            payload = (int.from_bytes(payload, "big") ^ int.from_bytes(repeated, "big")).to_bytes(length, "big")
        self.writer.write(bytes(header) + payload)

    async def send_text(self, text):
        self.send_frame(0x1, text.encode())
        await self.writer.drain()

    async def receive(self):
        """The next text message (fragments joined); answers pings; raises Closed at a close frame or EOF."""
        message = b""
        while True:
            try:
                first, second = await self.reader.readexactly(2)
            except (asyncio.IncompleteReadError, ConnectionError) as error:
                raise Closed(str(error))
            length = second & 0x7F
            if length == 126:
                (length,) = struct.unpack("!H", await self.reader.readexactly(2))
            elif length == 127:
                (length,) = struct.unpack("!Q", await self.reader.readexactly(8))
            payload = await self.reader.readexactly(length)
            opcode = first & 0x0F
            if opcode == 0x8:
                raise Closed("close frame")
            if opcode == 0x9:
                self.send_frame(0xA, payload)
                continue
            if opcode == 0xA:
                continue
            message += payload
            if first & 0x80:
                return message.decode()

    def abort(self):
        self.writer.transport.abort()

    async def close(self):
        try:
            self.send_frame(0x8, struct.pack("!H", 1000))
            await self.writer.drain()
        except ConnectionError:
            pass
        self.writer.close()


# ---------------------------------------------------------------- the clients


def alias_bomb(levels=9):
    text = "windows:\n  - id: w\n    subviews:\n      - &l0 {}\nanchors:\n"
    for level in range(1, levels + 1):
        text += f"  - &l{level} {{subviews: [{', '.join([f'*l{level - 1}'] * 10)}]}}\n"
    return text + f"views:\n  - {{superview: w, subviews: [*l{levels}]}}\n"


class Stats:
    def __init__(self):
        self.latencies = []  # seconds, input message → its trace reply
        self.input_errors = []
        self.hostile = {}  # kind → [count, unexpected]
        self.hostile_latency = {}
        self.stream_failures = []
        self.rss = []

    def hostile_result(self, kind, ok, seconds=None, detail=""):
        entry = self.hostile.setdefault(kind, [0, []])
        entry[0] += 1
        if not ok:
            entry[1].append(detail)
        if seconds is not None:
            self.hostile_latency.setdefault(kind, []).append(seconds)


async def stream(index, host, port, rate, deadline, stats):
    """One page dragging a finger back and forth, two samples per message."""
    try:
        ws = await WebSocket.connect(host, port)
        hello = json.loads(await ws.receive())
        assert hello["type"] == "hello", hello
        scene = json.loads(await ws.receive())
        assert scene["type"] == "scene", scene
    except Exception as error:  # noqa: BLE001
        stats.stream_failures.append(f"session {index}: {error!r}")
        return
    pending = []  # send times of input messages awaiting their trace

    async def read():
        while True:
            message = json.loads(await ws.receive())
            if message["type"] == "trace" and message.get("cause") == "input" or message["type"] == "error":
                sent = pending.pop(0) if pending else None
                if sent is not None:
                    stats.latencies.append(time.perf_counter() - sent)
                if message["type"] == "error":
                    stats.input_errors.append(message.get("code"))

    reader = asyncio.ensure_future(read())
    interval = 2 / rate
    t = 0.0
    x0, y0 = 40 + index * 9 % 300, 120 + index * 17 % 600
    step = 0
    next_send = time.perf_counter()
    try:
        while time.perf_counter() < deadline:
            samples = []
            for _ in range(2):
                phase = "began" if step % 120 == 0 else ("ended" if step % 120 == 119 else "moved")
                offset = (step % 120) * 2
                samples.append({"finger": 1, "phase": phase, "x": x0 + offset, "y": y0 + offset / 2, "t": t})
                t += 1000 / rate
                step += 1
            pending.append(time.perf_counter())
            await ws.send_text(json.dumps({"type": "input", "samples": samples}))
            next_send += interval
            delay = next_send - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            if reader.done():
                break
        # Wait for the last replies.
        end = time.perf_counter() + 5
        while pending and time.perf_counter() < end and not reader.done():
            await asyncio.sleep(0.01)
        if pending:
            stats.stream_failures.append(f"session {index}: {len(pending)} input messages unanswered")
    except Exception as error:  # noqa: BLE001
        stats.stream_failures.append(f"session {index}: {error!r}")
    finally:
        reader.cancel()
        await ws.close()


async def expect_error(ws, code, stats, kind, sent):
    try:
        reply = json.loads(await asyncio.wait_for(ws.receive(), 10))
    except Exception as error:  # noqa: BLE001
        stats.hostile_result(kind, False, detail=repr(error))
        return
    ok = reply.get("type") == "error" and (code is None or reply.get("code") == code)
    stats.hostile_result(kind, ok, time.perf_counter() - sent, detail=json.dumps(reply)[:200])


async def hostile(host, port, deadline, stats, maximum_message):
    bomb = json.dumps({"type": "loadScene", "yaml": alias_bomb()})
    alias_key = json.dumps({"type": "loadScene", "yaml": "windows: [{id: w}]\nx: &k [1]\ny: {*k : 1}\n"})
    half_open = []
    while time.perf_counter() < deadline:
        try:
            ws = await WebSocket.connect(host, port)
            await ws.receive()  # hello
            await ws.receive()  # scene
            for kind, payload, code in [
                ("malformed JSON", "{not json", "malformed"),
                ("unknown type", '{"type": "explode"}', "unknown-type"),
                ("alias bomb", bomb, "alias-expansion"),
                ("alias key", alias_key, "alias-expansion"),
            ]:
                sent = time.perf_counter()
                await ws.send_text(payload)
                await expect_error(ws, code, stats, kind, sent)
            sent = time.perf_counter()
            ws.send_frame(0x2, os.urandom(1000))
            await ws.writer.drain()
            await expect_error(ws, "binary-message", stats, "binary frame", sent)
            sent = time.perf_counter()
            big = b"x" * (maximum_message + 1024)
            ws.send_frame(0x1, big[: len(big) // 2], fin=False)
            ws.send_frame(0x0, big[len(big) // 2 :], fin=True)
            await ws.writer.drain()
            await expect_error(ws, "message-too-large", stats, "oversize message", sent)
            # A message that never ends, then the socket dropped without a close frame.
            ws.send_frame(0x1, b'{"type": "inp', fin=False)
            await ws.writer.drain()
            await asyncio.sleep(0.2)
            ws.abort()
            stats.hostile_result("unfinished message, aborted socket", True)
            # Half-open: the upgrade request cut off half-way, and a WebSocket that never reads.
            reader, writer = await asyncio.open_connection(host, port)
            writer.write(b"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n")
            await writer.drain()
            half_open.append(writer)
            silent = await WebSocket.connect(host, port)
            half_open.append(silent.writer)
            stats.hostile_result("half-open connections", True)
            while len(half_open) > 4:
                half_open.pop(0).transport.abort()
        except Exception as error:  # noqa: BLE001
            stats.hostile_result("hostile client", False, detail=repr(error))
        await asyncio.sleep(0.5)
    for writer in half_open:
        writer.transport.abort()


def rss_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except FileNotFoundError:
        return None
    return None


def hwm_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return None


async def sample_memory(pid, deadline, stats):
    while time.perf_counter() < deadline:
        value = rss_kib(pid)
        if value is not None:
            stats.rss.append((time.perf_counter(), value))
        await asyncio.sleep(0.5)


async def fresh_sessions(host, port, count):
    """Opens `count` sessions at once; returns how many said hello."""
    sockets, opened = [], 0
    for _ in range(count):
        try:
            ws = await WebSocket.connect(host, port)
            message = json.loads(await asyncio.wait_for(ws.receive(), 10))
            if message["type"] == "hello":
                opened += 1
            sockets.append(ws)
        except Exception:  # noqa: BLE001
            pass
    for ws in sockets:
        await ws.close()
    return opened


async def scene_load_times(host, port, views, loads):
    """Reply times of `loads` loadScene messages of a `views`-view scene on one session (decode, build and the
    scene reply: an upper bound of the load's time on the main actor, which every session shares)."""
    text = "windows: [{id: w}]\nviews:\n" + "\n".join(
        f"  - {{id: v{i}, superview: w, frame: [{i % 300}, 10, 20, 20]}}" for i in range(views)) + "\n"
    ws = await WebSocket.connect(host, port)
    await ws.receive()  # hello
    await ws.receive()  # scene
    times = []
    for _ in range(loads):
        sent = time.perf_counter()
        await ws.send_text(json.dumps({"type": "loadScene", "yaml": text}))
        reply = json.loads(await asyncio.wait_for(ws.receive(), 30))
        times.append((time.perf_counter() - sent) * 1000)
        if reply.get("type") != "scene":
            raise RuntimeError(f"a {views}-view scene was not loaded: {json.dumps(reply)[:200]}")
    await ws.close()
    return times


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/debug/responder-playground")
    parser.add_argument("--sessions", type=int, default=32)
    parser.add_argument("--rate", type=float, default=120, help="samples per second per session")
    parser.add_argument("--duration", type=float, default=60)
    parser.add_argument("--hostile", type=int, default=4, help="hostile clients at once")
    parser.add_argument("--max-sessions", type=int, default=64)
    parser.add_argument("--scene-views", type=int, default=1000, help="views of the scene timed before the load")
    parser.add_argument("--scene-loads", type=int, default=10, help="how many times it is loaded (0: not timed)")
    parser.add_argument("--p99-limit", type=float, default=0, help="fail when p99 latency exceeds this (ms)")
    arguments = parser.parse_args()

    process = subprocess.Popen(
        [arguments.binary, "--host", "127.0.0.1", "--port", "0", "--max-sessions", str(arguments.max_sessions)],
        stdout=subprocess.PIPE, stderr=sys.stderr, text=True)
    line = process.stdout.readline()
    match = re.search(r"(\d+\.\d+\.\d+\.\d+):(\d+)", line)
    if not match:
        print(f"the playground did not start: {line!r}", file=sys.stderr)
        process.kill()
        return 1
    host, port = match.group(1), int(match.group(2))
    print(f"playground pid {process.pid} at {host}:{port}; {arguments.sessions} sessions × {arguments.rate:g} "
          f"samples/s for {arguments.duration:g} s, {arguments.hostile} hostile clients")
    if arguments.scene_loads > 0:
        loads = await scene_load_times(host, port, arguments.scene_views, arguments.scene_loads)
        print(f"{arguments.scene_views}-view scene, loaded {len(loads)} times on the idle server: reply "
              f"p50 {statistics.median(loads):.1f} ms, max {max(loads):.1f} ms (decode off the main actor, build and "
              f"reply on it)")
    stats = Stats()
    rss_before = rss_kib(process.pid)
    start = time.perf_counter()
    deadline = start + arguments.duration
    tasks = [stream(i, host, port, arguments.rate, deadline, stats) for i in range(arguments.sessions)]
    tasks += [hostile(host, port, deadline, stats, 1 << 20) for _ in range(arguments.hostile)]
    tasks.append(sample_memory(process.pid, deadline + 2, stats))
    await asyncio.gather(*tasks)
    await asyncio.sleep(1.5)
    opened = await fresh_sessions(host, port, arguments.max_sessions)
    alive = process.poll() is None
    peak = hwm_kib(process.pid) if alive else None
    rss_after = rss_kib(process.pid) if alive else None
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(5)
    except subprocess.TimeoutExpired:
        process.kill()

    failures = []
    latencies_ms = [value * 1000 for value in stats.latencies]
    expected = arguments.sessions * arguments.duration * arguments.rate / 2
    print(f"input messages answered: {len(latencies_ms)} of about {expected:.0f} sent")
    if latencies_ms:
        p50, p99 = statistics.median(latencies_ms), percentile(latencies_ms, 0.99)
        print(f"reply latency: p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {max(latencies_ms):.1f} ms")
        if arguments.p99_limit and p99 > arguments.p99_limit:
            failures.append(f"p99 {p99:.1f} ms is over {arguments.p99_limit:g} ms")
    else:
        failures.append("no input was answered")
    for kind, (count, unexpected) in sorted(stats.hostile.items()):
        times = stats.hostile_latency.get(kind)
        timing = f", reply p50 {statistics.median(times) * 1000:.1f} ms max {max(times) * 1000:.1f} ms" if times else ""
        print(f"hostile: {kind}: {count - len(unexpected)}/{count} as expected{timing}")
        if unexpected:
            failures.append(f"{kind}: {unexpected[0]}")
    if stats.input_errors:
        failures.append(f"input got errors: {sorted(set(stats.input_errors))}")
    failures += stats.stream_failures[:5]
    print(f"server memory: {rss_before} KiB at start, peak {peak} KiB, {rss_after} KiB after the clients left")
    if stats.rss:
        half = [value for moment, value in stats.rss if moment > start + arguments.duration / 2]
        if half:
            print(f"resident memory over the second half: {min(half)}–{max(half)} KiB")
    print(f"fresh sessions after the load: {opened}/{arguments.max_sessions} opened")
    if opened != arguments.max_sessions:
        failures.append(f"only {opened} of {arguments.max_sessions} fresh sessions opened: sessions leaked")
    if not alive:
        failures.append("the playground exited (crashed) during the load")
    for failure in failures:
        print(f"FAIL: {failure}")
    print("ok" if not failures else f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
