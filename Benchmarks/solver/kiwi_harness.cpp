// The kiwi side of the solver benchmark (run.sh): kiwi's C++ solver, from the kiwisolver source distribution that
// run.sh downloads at run time (its headers, -I), solving the systems of a kiwi_oracle.py file the way
// solverbench (main.swift) solves them with ResponderKit's LayoutSolver, timed the same way.
//
// kiwi_harness FILE RUNS RESOLVES: for the first system of FILE, the median time of a full solve (a new solver,
// every constraint and edit added, values read) over RUNS runs, and of a re-solve (suggestValue on the first edit
// variable, alternating between two values, then updateVariables) over RESOLVES re-solves, and the operator-new
// calls per re-solve. Prints "kiwi full_us resolve_us allocations_per_resolve checksum".
#include <kiwi/kiwi.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <new>
#include <sstream>
#include <string>
#include <vector>

static std::atomic<long> allocations{0};
void* operator new(std::size_t size) {
    allocations.fetch_add(1, std::memory_order_relaxed);
    if (void* p = std::malloc(size ? size : 1)) return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

struct Op {
    char kind;
    int id = 0;
    char relation = '=';
    double strength = 0, constant = 0;
    std::vector<std::pair<int, double>> terms;
};

struct System {
    int variables = 0;
    std::vector<Op> ops;
};

static System readFirstSystem(const char* path) {
    std::ifstream in(path);
    std::string line;
    System system;
    bool started = false;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        Op op;
        fields >> op.kind;
        if (op.kind == 'S') {
            if (started) break;
            started = true;
            fields >> system.variables;
        } else if (op.kind == 'A') {
            std::string relation;
            int count;
            fields >> op.id >> relation >> op.strength >> op.constant >> count;
            op.relation = relation[0];
            for (int i = 0; i < count; i++) {
                int v;
                double c;
                fields >> v >> c;
                op.terms.push_back({v, c});
            }
            system.ops.push_back(op);
        } else if (op.kind == 'E' || op.kind == 'G') {
            fields >> op.id >> op.strength;  // variable, strength or value
            system.ops.push_back(op);
        }
    }
    return system;
}

static double seconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: kiwi_harness FILE RUNS RESOLVES\n");
        return 2;
    }
    System system = readFirstSystem(argv[1]);
    int runs = std::atoi(argv[2]), resolves = std::atoi(argv[3]);
    std::vector<kiwi::Variable> variables;
    for (int i = 0; i < system.variables; i++) variables.emplace_back();
    auto makeConstraint = [&](const Op& op) {
        std::vector<kiwi::Term> terms;
        for (auto& t : op.terms) terms.emplace_back(variables[t.first], t.second);
        kiwi::Expression expression(terms, op.constant);
        kiwi::RelationalOperator relation = op.relation == '=' ? kiwi::OP_EQ : op.relation == '<' ? kiwi::OP_LE : kiwi::OP_GE;
        return kiwi::Constraint(expression, relation, op.strength);
    };
    // The constraints are made once, outside the timing, as ResponderKit's are made before they are added.
    std::vector<kiwi::Constraint> constraints;
    for (auto& op : system.ops)
        if (op.kind == 'A') constraints.push_back(makeConstraint(op));
    int editVariable = -1;
    double editValue = 0;
    std::vector<double> fullTimes;
    double checksum = 0;
    kiwi::Solver solver;
    for (int run = 0; run < runs; run++) {
        solver.reset();
        double start = seconds();
        size_t next = 0;
        for (auto& op : system.ops) {
            if (op.kind == 'A') {
                solver.addConstraint(constraints[next++]);
            } else if (op.kind == 'E') {
                solver.addEditVariable(variables[op.id], op.strength);
                if (editVariable < 0) editVariable = op.id;
            } else if (op.kind == 'G') {
                solver.suggestValue(variables[op.id], op.strength);
                if (op.id == editVariable) editValue = op.strength;
            }
        }
        solver.updateVariables();
        fullTimes.push_back(seconds() - start);
    }
    for (auto& v : variables) checksum += v.value();
    std::vector<double> resolveTimes;
    long allocated = 0;
    const int batch = 100;
    for (int done = 0; done < resolves; done += batch) {
        long before = allocations.load();
        double start = seconds();
        for (int i = 0; i < batch; i++) {
            solver.suggestValue(variables[editVariable], editValue + ((done + i) % 2 ? 0.0 : 10.0));
            solver.updateVariables();
        }
        resolveTimes.push_back((seconds() - start) / batch);
        allocated += allocations.load() - before;
    }
    for (auto& v : variables) checksum += v.value();
    std::sort(fullTimes.begin(), fullTimes.end());
    std::sort(resolveTimes.begin(), resolveTimes.end());
    std::printf("kiwi %.3f %.4f %.3f %.6f\n", fullTimes[fullTimes.size() / 2] * 1e6,
                resolveTimes[resolveTimes.size() / 2] * 1e6, double(allocated) / double(resolveTimes.size() * batch),
                checksum);
    return 0;
}
