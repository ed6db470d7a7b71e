// A helper for TaskKit's multi-process tests; not a user tool.
//
//   taskkit-stress add STORE COUNT LABEL   adds COUNT tasks titled LABEL-0 ... (NORMAL durability)
//   taskkit-stress titles STORE            prints every title, in order, from a fresh process
//   taskkit-stress write STORE             adds tasks until killed (FULL durability), printing each
//                                          id on its own line only after `add` has returned
//   taskkit-stress append STORE KEY COUNT LABEL
//                                          appends LABEL-0 ... as lines of the document KEY, one
//                                          transaction each
import Foundation
import TaskKit

func fail(_ message: String) -> Never {
    try? FileHandle.standardError.write(contentsOf: Data("taskkit-stress: \(message)\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "add" where arguments.count == 4:
        guard let count = Int(arguments[2]) else { fail("COUNT must be a number") }
        let store = try TaskStore(path: arguments[1], durability: .normal)
        for i in 0..<count {
            try store.add(title: "\(arguments[3])-\(i)")
        }
    case "titles" where arguments.count == 2:
        for item in try TaskStore(path: arguments[1]).allTasks() { print(item.title) }
    case "write" where arguments.count == 2:
        let store = try TaskStore(path: arguments[1], durability: .full)
        var i = 0
        while true {
            let item = try store.add(title: "w-\(i)", priority: TaskPriority(rank: i % 3) ?? .low)
            if i % 4 == 3 { try store.toggle(id: item.id) }
            // Unbuffered: a line on stdout means the call had returned.
            try FileHandle.standardOutput.write(contentsOf: Data((item.id.uuidString + "\n").utf8))
            i += 1
        }
    case "append" where arguments.count == 5:
        guard let count = Int(arguments[3]) else { fail("COUNT must be a number") }
        let store = try TaskStore(path: arguments[1], durability: .normal)
        for i in 0..<count {
            try store.updateDocument(arguments[2]) { ($0?.body ?? "") + "\(arguments[4])-\(i)\n" }
        }
    default:
        fail("usage: taskkit-stress add STORE COUNT LABEL | titles STORE | write STORE | append STORE KEY COUNT LABEL")
    }
} catch {
    fail("\(error)")
}
