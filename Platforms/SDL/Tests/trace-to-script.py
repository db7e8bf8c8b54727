#!/usr/bin/env python3
"""Turns the `input:` lines of a responder-window trace into a script file for `responder replay`.

    trace-to-script.py TRACE > script.yaml

Each input line (`input: t=1.234 finger 1 began (150, 150)`, several fingers separated by commas,
`input: t=2 interruption`, `input: t=3 press upArrow began`) becomes one step at its own time, so the replay
sees what the window saw, at the same times.
"""
import re
import sys

PHASES = {"began": "down", "moved": "move", "ended": "up", "cancelled": "cancel"}
SAMPLE = re.compile(r"finger (\d+) (\w+) \((-?[\d.e+-]+), (-?[\d.e+-]+)\)$")


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
            finger, phase, x, y = match.groups()
            samples.append((finger, PHASES[phase], x, y))
        if len(samples) == 1:
            finger, phase, x, y = samples[0]
            yield f"- {{{phase}: [{x}, {y}], finger: {finger}, time: {time}}}"
        else:
            inner = ", ".join(f"{{finger: {f}, {p}: [{x}, {y}]}}" for f, p, x, y in samples)
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
