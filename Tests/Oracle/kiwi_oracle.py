#!/usr/bin/env python3
"""The oracle of ResponderKit's constraint solver: seeded random UI-shaped systems, solved by kiwisolver.

Writes N systems, each a list of operations on a solver with the outcome kiwi gives each, to a text file that the
Swift test (Tests/ResponderKitTests/Layout/SolverOracleTests.swift) replays against LayoutSolver, and that the
solver benchmark (Benchmarks/solver) times in both solvers. One operation a line:

    S <variables>                     a new system with variables 0..<variables
    A <id> <rel> <strength> <constant> <n> (<variable> <coefficient>)*n <ok|unsat>
                                      make constraint <id> (Σ coefficient × variable + constant <rel> 0, rel one
                                      of = < >, kiwi's strength) and add it; kiwi's outcome
    R <id>                            remove constraint <id>
    C <id> <constant>                 change <id>'s constant: remove it, make it again with the constant, add it
    E <variable> <strength>           make the variable editable
    G <variable> <value>              suggest a value for an editable variable
    V <value>*variables               the values kiwi has now

The systems have a unique solution by construction: each variable is either defined by a required equality from
earlier variables (a view's frame from its parent's, a sibling's, or constants), or "soft": placed by weaker
equalities and inequalities of distinct weights on itself alone (relative to one earlier variable) within required
bounds, a one-dimensional problem the generator checks has one minimum. The root's width is an edit variable
(suggested anywhere in 200...1200, held to 320...1024 by required bounds), and some soft sizes are also bounded by
the width less a margin, so that a new width makes bounds bind or let go: the dual simplex's work.
Redundant inequalities (implied by the bounds) are mixed in. After the first solve, incremental edits follow, each
followed by the values: suggest a new root width, change a constant, remove or add a weak constraint.
The generator's own model of the solution is checked against kiwi's on every V line.

With --conflicts, required constraints that contradict the system are mixed in (pinning a defined variable to
another value, or a soft one past its bounds): kiwi refuses some, and the file says which. After a refusal the
oracle rebuilds kiwi's solver from the constraints it holds, because kiwi keeps a refused constraint's row in its
tableau (see LayoutSolver.addWithArtificialVariable).

Usage: kiwi_oracle.py --seed S --count N --out FILE [--views A-B] [--conflicts] [--edits K] [--no-solve]
--no-solve writes the operations without kiwi's outcomes (outcome "ok", no V lines): the benchmark's input.
"""
import argparse
import random
import sys

REQUIRED = 1001001000.0
# The window width's edit strength: kiwi's strength.create(1000, 0, 0), above the sum of every weaker constraint that
# can pull on the width (at most MAX_WIDTH_BOUNDED soft sizes bounded by it, each below 10^6), so the width is the
# suggestion clamped to [MIN_WIDTH, MAX_WIDTH].
EDIT_STRENGTH = 1000000000.0
MIN_WIDTH, MAX_WIDTH = 320.0, 1024.0
MAX_WIDTH_BOUNDED = 20
OPS = {"=": "==", "<": "<=", ">": ">="}


def priority_strength(p):
    """UIKit's priority p as a kiwi strength: 1000 is required, below it strength.create(0, p, 0)."""
    return REQUIRED if p >= 1000 else p * 1000.0


class Soft:
    """A variable placed by weak constraints on `variable - base` within required bounds [lo, hi]."""

    def __init__(self, base):
        self.base = base
        self.items = {}  # constraint id -> (kind "=", "<" or ">", a, weight)
        self.lo = None
        self.hi = None
        self.hi_window = None  # c when the variable is also bounded by the window's width: v <= width - c

    def has_flat_segment(self):
        """Whether the cost is constant on some interval (then a moving bound could make the minimum not unique)."""
        items = list(self.items.values())
        points = sorted({a for _, a, _ in items})
        probes = [points[0] - 1.0] + [(a + b) / 2 for a, b in zip(points, points[1:])] + [points[-1] + 1.0]
        for m in probes:
            slope = 0.0
            for k, a, w in items:
                if k == "=":
                    slope += w if m > a else -w
                elif k == "<" and m > a:
                    slope += w
                elif k == ">" and m < a:
                    slope -= w
            if slope == 0:
                return True
        return False

    def offset(self, width=None):
        """The unique minimiser of Σ weight × violation over [lo, hi], or None when it is not unique."""
        items = list(self.items.values())
        if self.hi_window is not None and (not items or self.has_flat_segment()):
            return None
        hi = self.hi
        if self.hi_window is not None:
            limit = (width if width is not None else MIN_WIDTH) - self.hi_window
            hi = limit if hi is None else min(hi, limit)
        left_slope = -sum(w for k, a, w in items if k in "=>")
        right_slope = sum(w for k, a, w in items if k in "=<")
        if self.lo is None and left_slope >= 0:
            return None
        if hi is None and right_slope <= 0:
            return None
        candidates = {a for k, a, w in items}
        if self.lo is not None:
            candidates.add(self.lo)
        if hi is not None:
            candidates.add(hi)
        candidates = [c for c in candidates if (self.lo is None or c >= self.lo) and (hi is None or c <= hi)]

        def cost(t):
            total = 0.0
            for k, a, w in items:
                if k == "=":
                    total += w * abs(t - a)
                elif k == "<":
                    total += w * max(0.0, t - a)
                else:
                    total += w * max(0.0, a - t)
            return total

        costs = sorted((cost(c), c) for c in candidates)
        if not costs:
            return None
        if len(costs) > 1 and costs[1][0] - costs[0][0] <= 1e-6 * max(1.0, costs[0][0]):
            return None
        return costs[0][1]


class System:
    """One generated system: its operations and the generator's model of its solution."""

    def __init__(self, rng, views, edits, conflicts):
        self.rng = rng
        self.n = 4 * views
        self.ops = []
        self.cons = {}  # id -> [terms, constant, rel, strength]
        self.defs = {}  # variable -> (constraint id, terms [(ref, m)], k): v = Σ m × ref + k
        self.softs = {}  # variable -> Soft
        self.edit = {}  # variable -> suggested value
        self.width_bounded = 0
        self.conflicts = conflicts
        self.build(views, conflicts)
        self.check()
        for _ in range(edits):
            self.incremental()

    def check(self):
        """A values line, with the model's solution to check kiwi's against (none with conflicts)."""
        self.ops.append(["V", None if self.conflicts else self.model()])

    def new_constraint(self, terms, constant, rel, strength):
        cid = len(self.cons)
        self.cons[cid] = [terms, constant, rel, strength]
        self.ops.append(["A", cid, constant])
        return cid

    def define(self, v, refs, k):
        """v = Σ m × ref + k, required."""
        terms = [(v, 1.0)] + [(r, -m) for r, m in refs]
        cid = self.new_constraint(terms, -k, "=", REQUIRED)
        self.defs[v] = (cid, refs, k)

    def distinct_weight(self, soft):
        used = {w for _, _, w in soft.items.values()}
        while True:
            w = priority_strength(self.rng.randint(1, 999))
            if w not in used:
                return w

    def soft_item(self, v, kind, a, weight):
        soft = self.softs[v]
        terms = [(v, 1.0)] + ([(soft.base, -1.0)] if soft.base is not None else [])
        cid = self.new_constraint(terms, -a, kind, weight)
        soft.items[cid] = (kind, a, weight)
        return cid

    def bound(self, v, kind, a):
        soft = self.softs[v]
        terms = [(v, 1.0)] + ([(soft.base, -1.0)] if soft.base is not None else [])
        self.new_constraint(terms, -a, kind, REQUIRED)

    def make_soft(self, v, base, size):
        rng = self.rng
        soft = Soft(base)
        self.softs[v] = soft
        lo = rng.choice([None, rng.randint(0, 60) if size else rng.randint(-20, 20)])
        hi = rng.choice([None, (lo if lo is not None else 0) + rng.randint(20, 400)])
        if size and hi is None and self.width_bounded < MAX_WIDTH_BOUNDED and rng.random() < 0.5:
            # At most as wide as the window less a margin: the bound moves with the window's width, and a
            # narrower window makes it bind (the dual simplex's work).
            self.width_bounded += 1
            soft.hi_window = float(rng.randint(0, 200))
            self.new_constraint([(v, 1.0), (2, -1.0)], soft.hi_window, "<", REQUIRED)
        if lo is not None:
            soft.lo = float(lo)
            self.bound(v, ">", float(lo))
        if hi is not None:
            soft.hi = float(hi)
            self.bound(v, "<", float(hi))
        for _ in range(rng.randint(1, 3)):
            kind = rng.choice("==<>")
            self.soft_item(v, kind, float(rng.randint(-50, 450)), self.distinct_weight(soft))
        while soft.offset() is None or (soft.hi_window is not None and soft.offset(MAX_WIDTH) is None):
            self.soft_item(v, "=", float(rng.randint(0, 400)), self.distinct_weight(soft))
        # Redundant inequalities, implied by the bounds.
        terms = [(v, 1.0)] + ([(base, -1.0)] if base is not None else [])
        if soft.hi is not None and rng.random() < 0.3:
            self.new_constraint(terms, -(soft.hi + rng.randint(1, 50)), "<", rng.choice([REQUIRED, 250000.0]))
        if soft.lo is not None and rng.random() < 0.3:
            self.new_constraint(terms, -(soft.lo - rng.randint(1, 50)), ">", rng.choice([REQUIRED, 1.0]))

    def build(self, views, conflicts):
        rng = self.rng
        self.define(0, [], 0.0)  # root x
        self.define(1, [], 0.0)  # root y
        self.ops.append(["E", 2, EDIT_STRENGTH])
        self.edit[2] = float(rng.randint(200, 1200))
        self.ops.append(["G", 2, self.edit[2]])
        self.new_constraint([(2, 1.0)], -MIN_WIDTH, ">", REQUIRED)
        self.new_constraint([(2, 1.0)], -MAX_WIDTH, "<", REQUIRED)
        self.define(3, [], float(rng.randint(480, 1366)))  # root height
        for view in range(1, views):
            parent = rng.randrange(view)
            sibling = rng.randrange(view)
            for axis in range(2):
                p, s = 4 * view + axis, 4 * view + 2 + axis
                pp, ps = 4 * parent + axis, 4 * parent + 2 + axis
                sp, ss = 4 * sibling + axis, 4 * sibling + 2 + axis
                r = rng.random()
                if r < 0.2:
                    self.define(s, [], float(rng.randint(10, 300)))
                elif r < 0.4:
                    self.define(s, [(ps, rng.choice([1.0, 0.5, 0.25, 2.0]))], float(rng.randint(-20, 20)))
                elif r < 0.5:
                    self.define(s, [(ss, 1.0)], 0.0)
                else:
                    self.make_soft(s, None, True)
                r = rng.random()
                if r < 0.3:
                    self.define(p, [(pp, 1.0)], float(rng.randint(0, 40)))
                elif r < 0.45:
                    self.define(p, [(sp, 1.0), (ss, 1.0)], float(rng.randint(0, 16)))
                elif r < 0.55:
                    self.define(p, [(pp, 1.0), (ps, 0.5), (s, -0.5)], 0.0)
                elif r < 0.65:
                    self.define(p, [(pp, 1.0), (ps, 1.0), (s, -1.0)], -float(rng.randint(0, 20)))
                else:
                    self.make_soft(p, pp, False)
        if conflicts:
            for _ in range(rng.randint(1, 4)):
                self.conflict()

    def conflict(self):
        """A required constraint that contradicts one of the system's, inserted at a random place."""
        rng = self.rng
        v = rng.randrange(4, self.n)
        at = rng.randrange(len(self.ops) + 1)
        if v in self.defs:
            _, refs, k = self.defs[v]
            terms = [(v, 1.0)] + [(r, -m) for r, m in refs]
            constant, rel = -(k + rng.randint(1, 30)), "="
        else:
            soft = self.softs[v]
            terms = [(v, 1.0)] + ([(soft.base, -1.0)] if soft.base is not None else [])
            if soft.hi_window is not None:
                return
            if soft.hi is not None:
                constant, rel = -(soft.hi + rng.randint(1, 30)), rng.choice("=>")
            elif soft.lo is not None:
                constant, rel = -(soft.lo - rng.randint(1, 30)), rng.choice("=<")
            else:
                return
        cid = len(self.cons)
        self.cons[cid] = [terms, constant, rel, REQUIRED]
        self.ops.insert(at, ["A", cid, constant])

    def incremental(self):
        rng = self.rng
        r = rng.random()
        if r < 0.25:
            self.edit[2] = float(rng.randint(200, 1200))
            self.ops.append(["G", 2, self.edit[2]])
        elif r < 0.5:
            v = rng.choice(sorted(self.defs))
            cid, refs, k = self.defs[v]
            k = float(rng.randint(-20, 300))
            self.defs[v] = (cid, refs, k)
            self.cons[cid][1] = -k
            self.ops.append(["C", cid, -k])
        elif self.softs:
            v = rng.choice(sorted(self.softs))
            soft = self.softs[v]
            if r < 0.7 and len(soft.items) > 1:
                cid = rng.choice(sorted(soft.items))
                item = soft.items.pop(cid)
                if soft.offset() is None:
                    soft.items[cid] = item
                    return
                self.ops.append(["R", cid])
            elif r < 0.85:
                cid = rng.choice(sorted(soft.items))
                kind, a, w = soft.items[cid]
                soft.items[cid] = (kind, float(rng.randint(-50, 450)), w)
                if soft.offset() is None:
                    soft.items[cid] = (kind, a, w)
                    return
                self.cons[cid][1] = -soft.items[cid][1]
                self.ops.append(["C", cid, self.cons[cid][1]])
            else:
                kind, a, w = rng.choice("=<>"), float(rng.randint(-50, 450)), self.distinct_weight(soft)
                soft.items[-1] = (kind, a, w)
                unique = soft.offset() is not None
                del soft.items[-1]
                if unique:
                    self.soft_item(v, kind, a, w)
        self.check()

    def model(self):
        """The solution as the generator constructed it."""
        values = [0.0] * self.n
        # A view's sizes come before its positions (a centred position reads the size).
        for v in (4 * view + offset for view in range(self.n // 4) for offset in (2, 3, 0, 1)):
            if v in self.edit:
                values[v] = min(max(self.edit[v], MIN_WIDTH), MAX_WIDTH)
            elif v in self.defs:
                _, refs, k = self.defs[v]
                values[v] = sum(m * values[r] for r, m in refs) + k
            else:
                soft = self.softs[v]
                values[v] = (values[soft.base] if soft.base is not None else 0.0) + soft.offset(values[2])
        return values


def kiwi_run(system):
    """Runs the operations on kiwisolver and returns the lines of the file, with kiwi's outcomes."""
    import kiwisolver as kiwi

    variables = [kiwi.Variable("v%d" % i) for i in range(system.n)]

    def make(cid, constant):
        terms, _, rel, strength = system.cons[cid]
        expression = kiwi.Expression([kiwi.Term(variables[v], c) for v, c in terms], constant)
        return kiwi.Constraint(expression, OPS[rel], strength)

    solver = kiwi.Solver()
    active = {}  # id -> kiwi constraint, in the order added
    edits = {}  # variable -> (strength, value)

    def rebuild():
        nonlocal solver
        solver = kiwi.Solver()
        for v, (strength, value) in edits.items():
            solver.addEditVariable(variables[v], strength)
            solver.suggestValue(variables[v], value)
        for c in active.values():
            solver.addConstraint(c)

    lines = ["S %d" % system.n]
    for op in system.ops:
        if op[0] == "A":
            cid = op[1]
            c = make(cid, op[2])
            try:
                solver.addConstraint(c)
                active[cid] = c
                outcome = "ok"
            except kiwi.UnsatisfiableConstraint:
                outcome = "unsat"
                rebuild()
            terms, _, rel, strength = system.cons[cid]
            cells = " ".join("%d %r" % (v, coefficient) for v, coefficient in terms)
            lines.append("A %d %s %r %r %d %s %s" % (cid, rel, strength, op[2], len(terms), cells, outcome))
        elif op[0] in "RC" and op[1] not in active:
            continue  # a refused constraint (with --conflicts): nothing to remove or change
        elif op[0] == "R":
            solver.removeConstraint(active.pop(op[1]))
            lines.append("R %d" % op[1])
        elif op[0] == "C":
            cid = op[1]
            solver.removeConstraint(active.pop(cid))
            c = make(cid, op[2])
            solver.addConstraint(c)
            active[cid] = c
            lines.append("C %d %r" % (cid, op[2]))
        elif op[0] == "E":
            solver.addEditVariable(variables[op[1]], op[2])
            edits[op[1]] = (op[2], 0.0)
            lines.append("E %d %r" % (op[1], op[2]))
        elif op[0] == "G":
            solver.suggestValue(variables[op[1]], op[2])
            edits[op[1]] = (edits[op[1]][0], op[2])
            lines.append("G %d %r" % (op[1], op[2]))
        else:
            lines.append(values_line(solver, variables, op[1]))
    return lines


def values_line(solver, variables, expected):
    solver.updateVariables()
    values = [v.value() for v in variables]
    if expected is not None:
        for i, (a, b) in enumerate(zip(values, expected)):
            if abs(a - b) > 1e-6 * max(1.0, abs(b)):
                raise AssertionError("generator model differs from kiwi at variable %d: %r vs %r" % (i, b, a))
    return "V " + " ".join("%r" % v for v in values)


def plain_lines(system):
    """The operations without kiwi (every outcome "ok", no values)."""
    lines = ["S %d" % system.n]
    for op in system.ops:
        if op[0] == "A":
            terms, _, rel, strength = system.cons[op[1]]
            cells = " ".join("%d %r" % (v, c) for v, c in terms)
            lines.append("A %d %s %r %r %d %s ok" % (op[1], rel, strength, op[2], len(terms), cells))
        elif op[0] in "RC":
            lines.append(" ".join(str(x) if not isinstance(x, float) else repr(x) for x in op))
        elif op[0] in "EG":
            lines.append("%s %d %r" % (op[0], op[1], op[2]))
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--views", default="2-12", help="views per system, A-B")
    parser.add_argument("--edits", type=int, default=4, help="incremental edits per system")
    parser.add_argument("--conflicts", action="store_true")
    parser.add_argument("--no-solve", action="store_true")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    low, _, high = args.views.partition("-")
    low, high = int(low), int(high or low)
    with open(args.out, "w") as out:
        for index in range(args.count):
            rng = random.Random("%d/%d" % (args.seed, index))
            system = System(rng, rng.randint(low, high), args.edits, args.conflicts)
            if args.no_solve:
                lines = plain_lines(system)
            else:
                lines = kiwi_run(system)
            out.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
