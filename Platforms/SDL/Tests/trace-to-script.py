#!/usr/bin/env python3
"""Turns the `input:` lines of a responder-window trace into a script file for `responder replay`.

    trace-to-script.py TRACE > script.yaml

Each input line (`input: t=1.234 finger 1 began (150, 150)`, a mouse's `... (150, 150) pointer`, a pen's
`... pencil force 0.5 altitude 60° azimuth 45°`, several fingers separated by commas, `input: t=2 interruption`,
`input: t=3 press upArrow began`) becomes one step at its own time, with the pointer type, force and tilt the
window saw, so the replay sees what the window saw, at the same times.
"""
import re
import sys

PHASES = {"began": "down", "moved": "move", "ended": "up", "cancelled": "cancel"}
SAMPLE = re.compile(
    r"finger (\d+) (\w+) \((-?[\d.e+-]+), (-?[\d.e+-]+)\)"
    r"(?: (pointer|pencil))?(?: force (-?[\d.e+-]+))?(?: altitude (-?[\d.e+-]+)° azimuth (-?[\d.e+-]+)°)?(?: #\d+)?$"
)


def extras(pointer, force, altitude, azimuth):
    """The step keys for a sample's pointer type, force and tilt (none for a plain finger)."""
    keys = []
    if pointer:
        keys.append(f"pointer: {pointer}")
    if force is not None:
        keys.append(f"force: {force}")
    if altitude is not None:
        keys.append(f"tilt: [{altitude}, {azimuth}]")
    return "".join(", " + key for key in keys)


def steps(lines):
    for line in lines:
        if not line.startswith("input: t="):
            continue
        time, _, rest = line[len("input: t="):].partition(" ")
        if rest == "interruption":
            yield f"- {{interrupt: true, time: {time}}}"
            continue
        press = re.fullmatch(r"press (\w+) (\w+)", rest)
        if press:
            yield f"- {{press: {{type: {press.group(1)}, phase: {press.group(2)}}}, time: {time}}}"
            continue
        samples = []
        for part in rest.split(", finger "):
            part = part if part.startswith("finger ") else "finger " + part
            match = SAMPLE.match(part)
            if not match or match.group(2) not in PHASES:
                sys.exit(f"trace-to-script: cannot read input line: {line}")
            finger, phase, x, y, pointer, force, altitude, azimuth = match.groups()
            samples.append((finger, PHASES[phase], x, y, extras(pointer, force, altitude, azimuth)))
        if len(samples) == 1:
            finger, phase, x, y, more = samples[0]
            yield f"- {{{phase}: [{x}, {y}], finger: {finger}{more}, time: {time}}}"
        else:
            inner = ", ".join(f"{{finger: {f}, {p}: [{x}, {y}]{more}}}" for f, p, x, y, more in samples)
            yield f"- {{touches: [{inner}], time: {time}}}"


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: trace-to-script.py TRACE")
    with open(sys.argv[1]) as trace:
        lines = [line.rstrip("\n") for line in trace]
    out = list(steps(lines))
    if not out:
        sys.exit("trace-to-script: the trace has no input lines")
    print("\n".join(out))


if __name__ == "__main__":
    main()
