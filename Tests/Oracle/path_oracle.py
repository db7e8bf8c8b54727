#!/usr/bin/env python3
"""An independent check of ResponderKit's path containment (PathContainmentOracleTests runs it).

Writes random paths (lines, quadratic and cubic curves, arcs, ellipses, rounded rectangles, rectangles) as the
calls that build them, random points, and for each point: its winding number, whether the even-odd rule fills
it, and its distance to the path's outline. Nothing here is shared with the Swift code: arcs, ellipses and
corners are followed on the true circle or ellipse (not on cubic approximations), curves by uniform sampling,
the winding number from the signed crossings of a ray going up (checked on every tenth point against the
angle the outline turns around the point), and the even-odd answer from the crossings of a ray going left
(ResponderKit's own rule uses one ray going right). Plain Python 3, no packages.

    python3 path_oracle.py [--seed N] [--cases N] [--points N]
"""
import argparse
import json
import math
import random
import sys

TAU = 2 * math.pi
SAGITTA = 0.002  # how far this script's own polylines stray from the true outline, in points


def arc_points(cx, cy, rx, ry, a0, sweep):
    """Points on an ellipse from angle a0 through sweep, close enough that chords stray at most SAGITTA."""
    r = max(rx, ry, 1e-9)
    step = 2 * math.acos(max(-1.0, 1 - SAGITTA / r)) if r > SAGITTA else math.pi / 2
    n = max(1, int(math.ceil(abs(sweep) / step)))
    return [(cx + rx * math.cos(a0 + sweep * i / n), cy + ry * math.sin(a0 + sweep * i / n)) for i in range(n + 1)]


def arc_sweep(a0, a1, clockwise_on_screen):
    """UIBezierPath's arc: clockwise on a screen runs toward increasing angles; a full turn or more is a circle."""
    delta = (a1 - a0) if clockwise_on_screen else (a0 - a1)
    if delta >= TAU:
        delta = TAU
    elif delta < 0:
        delta = math.fmod(delta, TAU)
        if delta < 0:
            delta += TAU
    return delta if clockwise_on_screen else -delta


def rounded_rect_outline(x, y, w, h, r):
    """A rounded rectangle on true quarter circles, starting after the top-left corner, clockwise on a screen."""
    r = min(r, w / 2, h / 2)
    pts = [(x + r, y), (x + w - r, y)]
    pts += arc_points(x + w - r, y + r, r, r, -math.pi / 2, math.pi / 2)[1:]
    pts += [(x + w, y + h - r)]
    pts += arc_points(x + w - r, y + h - r, r, r, 0, math.pi / 2)[1:]
    pts += [(x + r, y + h)]
    pts += arc_points(x + r, y + h - r, r, r, math.pi / 2, math.pi / 2)[1:]
    pts += [(x, y + r)]
    pts += arc_points(x + r, y + r, r, r, math.pi, math.pi / 2)[1:]
    return pts


def outline(ops):
    """The path's subpaths as polylines (each closed implicitly when filled)."""
    subpaths = []
    current = None
    samples = 250
    for op in ops:
        kind = op[0]
        if kind == "move":
            current = [(op[1], op[2])]
            subpaths.append(current)
        elif kind == "line":
            current.append((op[1], op[2]))
        elif kind == "quad":
            (x0, y0), (cx, cy), (x2, y2) = current[-1], (op[1], op[2]), (op[3], op[4])
            for i in range(1, samples + 1):
                t = i / samples
                u = 1 - t
                current.append((u * u * x0 + 2 * u * t * cx + t * t * x2, u * u * y0 + 2 * u * t * cy + t * t * y2))
        elif kind == "curve":
            (x0, y0) = current[-1]
            c1x, c1y, c2x, c2y, x3, y3 = op[1:7]
            for i in range(1, samples + 1):
                t = i / samples
                u = 1 - t
                current.append((
                    u ** 3 * x0 + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t ** 3 * x3,
                    u ** 3 * y0 + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t ** 3 * y3))
        elif kind == "arc":
            cx, cy, r, a0, a1, clockwise = op[1:7]
            pts = arc_points(cx, cy, r, r, a0, arc_sweep(a0, a1, clockwise))
            if current is None:
                current = [pts[0]]
                subpaths.append(current)
            else:
                current.append(pts[0])  # the line joining the arc to what came before
            current.extend(pts[1:])
        elif kind == "close":
            if current is not None:
                start = current[0]
                current = [start]  # a segment after a close starts a new subpath at the closed one's start
                subpaths.append(current)
        elif kind in ("ellipse", "roundedRect", "rect"):
            x, y, w, h = op[1:5]
            if kind == "ellipse":
                pts = arc_points(x + w / 2, y + h / 2, w / 2, h / 2, 0, TAU)
            elif kind == "rect":
                pts = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
            else:
                pts = rounded_rect_outline(x, y, w, h, op[5])
            current = list(pts)
            subpaths.append(current)
            current = [pts[0]]
            subpaths.append(current)
    return [s for s in subpaths if len(s) > 1]


def closed_edges(subpaths):
    """Every edge of the outline as (ax, ay, bx, by), each subpath closed."""
    edges = []
    for s in subpaths:
        for i in range(len(s)):
            (ax, ay), (bx, by) = s[i], s[(i + 1) % len(s)]
            edges.append((ax, ay, bx, by))
    return edges


def winding_by_angles(edges, px, py):
    """The winding number as the total angle the outline turns around the point, in whole turns.

    On a screen (y down) a loop running clockwise turns the angle positive."""
    total = 0.0
    for ax, ay, bx, by in edges:
        d = math.atan2(by - py, bx - px) - math.atan2(ay - py, ax - px)
        if d > math.pi:
            d -= TAU
        elif d < -math.pi:
            d += TAU
        total += d
    return int(round(total / TAU))


def winding_by_upward_ray(edges, px, py):
    """The winding number from the signed crossings of a ray going up the screen from the point.

    An edge running right (as a clockwise loop's top edge does on a screen) counts +1."""
    winding = 0
    for ax, ay, bx, by in edges:
        if (ax > px) != (bx > px):
            y = ay + (px - ax) * (by - ay) / (bx - ax)
            if y < py:
                winding += 1 if bx > ax else -1
    return winding


def parity_by_leftward_ray(edges, px, py):
    """Whether a ray to the left of the point crosses the outline an odd number of times."""
    inside = False
    for ax, ay, bx, by in edges:
        if (ay > py) != (by > py):
            x = ax + (py - ay) * (bx - ax) / (by - ay)
            if x < px:
                inside = not inside
    return inside


def distance_to_outline(edges, px, py, limit):
    best = limit
    for ax, ay, bx, by in edges:
        if min(ax, bx) - best > px or max(ax, bx) + best < px or min(ay, by) - best > py or max(ay, by) + best < py:
            continue
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy
        t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
        best = min(best, math.hypot(ax + t * dx - px, ay + t * dy - py))
    return best


def random_point(rng):
    return [round(rng.uniform(0, 300), 3), round(rng.uniform(0, 300), 3)]


def random_ops(rng):
    ops = []
    radii = [0.0]
    for _ in range(rng.randint(1, 3)):
        kind = rng.random()
        if kind < 0.25:
            x, y = rng.uniform(0, 200), rng.uniform(0, 200)
            w, h = rng.uniform(20, 100), rng.uniform(20, 100)
            shape = rng.choice(["ellipse", "roundedRect", "rect"])
            op = [shape, x, y, w, h]
            if shape == "roundedRect":
                op.append(rng.uniform(0, min(w, h) / 2))
            radii.append(max(w, h) / 2)
            ops.append(op)
            continue
        ops.append(["move"] + random_point(rng))
        for _ in range(rng.randint(2, 5)):
            segment = rng.random()
            if segment < 0.3:
                ops.append(["line"] + random_point(rng))
            elif segment < 0.5:
                ops.append(["quad"] + random_point(rng) + random_point(rng))
            elif segment < 0.75:
                ops.append(["curve"] + random_point(rng) + random_point(rng) + random_point(rng))
            else:
                r = rng.uniform(5, 100)
                radii.append(r)
                ops.append(["arc"] + random_point(rng) + [
                    r, rng.uniform(-7, 7), rng.uniform(-7, 7), rng.random() < 0.5])
        if rng.random() < 0.5:
            ops.append(["close"])
    return ops, max(radii)


def near_point(rng, subpaths):
    """A point a little off a random point of the outline, to test curves where they are close."""
    s = rng.choice(subpaths)
    x, y = rng.choice(s)
    angle = rng.uniform(0, TAU)
    d = rng.uniform(0.03, 1.0)
    return [x + d * math.cos(angle), y + d * math.sin(angle)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--points", type=int, default=30)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = []
    for index in range(args.cases):
        if index % 10 == 0:
            # One shape alone: ResponderKit answers these analytically.
            x, y, w, h = rng.uniform(0, 100), rng.uniform(0, 100), rng.uniform(20, 200), rng.uniform(20, 200)
            if index % 20 == 0:
                ops, radius = [["ellipse", x, y, w, h]], max(w, h) / 2
            else:
                ops, radius = [["roundedRect", x, y, w, h, rng.uniform(0, min(w, h) / 2)]], max(w, h) / 2
        else:
            ops, radius = random_ops(rng)
        subpaths = outline(ops)
        edges = closed_edges(subpaths)
        points = []
        for p in range(args.points):
            px, py = near_point(rng, subpaths) if p % 3 == 0 and subpaths else random_point(rng)
            winding = winding_by_upward_ray(edges, px, py)
            odd = parity_by_leftward_ray(edges, px, py)
            distance = distance_to_outline(edges, px, py, 5.0)
            if distance > 0.01 and ((winding % 2 == 1) != odd or (p % 10 == 1 and winding_by_angles(edges, px, py) != winding)):
                raise SystemExit(f"oracle disagrees with itself at case {index} point {px},{py}")
            points.append([px, py, winding, odd, round(distance, 6)])
        cases.append({"ops": ops, "maxRadius": radius, "points": points})
    json.dump({"seed": args.seed, "sagitta": SAGITTA, "cases": cases}, fp=sys.stdout)


if __name__ == "__main__":
    main()
