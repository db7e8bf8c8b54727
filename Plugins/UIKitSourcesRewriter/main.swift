import Foundation
import SelectorRewriting

// Rewrites a module's iOS source files for ResponderKit (see `SelectorRewriter`): the UIKitSources build plugin runs
// this at every build of a target that uses it. A construct it cannot map is printed in the compiler's format at the
// original file's line and column, and the build fails.
//
// Usage: UIKitSourcesRewriter <original.swift> <generated.swift> [<original.swift> <generated.swift> …]

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count.isMultiple(of: 2), !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: UIKitSourcesRewriter (<original.swift> <generated.swift>)…\n".utf8))
    exit(2)
}
let pairs = stride(from: 0, to: arguments.count, by: 2).map { (original: arguments[$0], generated: arguments[$0 + 1]) }
var files: [(path: String, text: String)] = []
for pair in pairs {
    do {
        files.append((pair.original, try String(contentsOfFile: pair.original, encoding: .utf8)))
    } catch {
        FileHandle.standardError.write(Data("\(pair.original): error: cannot read it: \(error)\n".utf8))
        exit(1)
    }
}
var failed = false
for (pair, output) in zip(pairs, SelectorRewriter.rewrite(files: files)) {
    for diagnostic in output.diagnostics {
        FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        failed = true
    }
    // An unchanged output keeps its date, so the compiler does not rebuild what did not change.
    let data = Data(output.text.utf8)
    if (try? Data(contentsOf: URL(fileURLWithPath: pair.generated))) != data {
        do {
            try data.write(to: URL(fileURLWithPath: pair.generated))
        } catch {
            FileHandle.standardError.write(Data("\(pair.generated): error: cannot write it: \(error)\n".utf8))
            exit(1)
        }
    }
}
exit(failed ? 1 : 0)
