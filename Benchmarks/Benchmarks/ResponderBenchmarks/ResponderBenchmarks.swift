import Benchmark
let benchmarks = {}
