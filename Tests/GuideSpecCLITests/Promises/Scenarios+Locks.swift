import Foundation
import Testing

extension Scenario {
    static let lockHeld = "another guidespec run is writing into this folder; wait for it to end, then run again\n"

    /// Output folders held by another run, and temporary files left by runs that ended.
    static let locks: [Scenario] = [
        Scenario(name: "extract -o a folder another run holds", exit: 3) { sandbox in
            try FileManager.default.createDirectory(atPath: sandbox.path("out"), withIntermediateDirectories: true)
            let run = try sandbox.holdingLock(on: "out") { try sandbox.run(["extract", "zh/ios-purchase.md", "-o", "out"]) }
            #expect(run.standardError == "out: " + lockHeld)
            #expect(sandbox.listing("out") == [])
            return run
        },
        Scenario(name: "golden record into a folder another run holds", exit: 3) { sandbox in
            let before = sandbox.bytes("golden/ios-purchase.jsonl")
            try sandbox.write("golden/ios-purchase.jsonl", "")
            let run = try sandbox.holdingLock(on: "golden") { try sandbox.run(["golden", "record"], environment: ["CI": ""]) }
            #expect(run.standardError == "golden: " + lockHeld)
            #expect(sandbox.bytes("golden/ios-purchase.jsonl") == Data() && before != Data())
            return run
        },
        Scenario(name: "generate-tests into a folder another run holds", exit: 3) { sandbox in
            try FileManager.default.createDirectory(atPath: sandbox.path("gen"), withIntermediateDirectories: true)
            let run = try sandbox.holdingLock(on: "gen") { try sandbox.run(["generate-tests", "-o", "gen"]) }
            #expect(run.standardError == "gen: " + lockHeld)
            #expect(sandbox.listing("gen") == [])
            return run
        },
        Scenario(name: "extract -o a folder holding temporary files of ended and running runs", exit: 0) { sandbox in
            let ended = try endedProcessID()
            let host = temporaryFileHost()
            let stale = ".guidespec-tmp.\(ended).\(host).abc.ios-purchase.zh.json"
            let running = ".guidespec-tmp.\(getpid()).\(host).def.ios-purchase.zh.json"
            let elsewhere = ".guidespec-tmp.\(ended).another-host.ghi.ios-purchase.zh.json"
            for name in [stale, running, elsewhere] { try sandbox.write("out/" + name, "partial") }
            let run = try sandbox.run(["extract", "zh/ios-purchase.md", "-o", "out"])
            #expect(sandbox.listing("out") == [running, elsewhere, "ios-purchase.zh.json"].sorted())
            return run
        },
    ]

    /// The id of a process that has just ended.
    static func endedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// This machine's host name as temporary file names carry it: ASCII letters, digits and `-`, at most 32.
    static func temporaryFileHost() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        gethostname(&buffer, buffer.count - 1)
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let kept = String(
            name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }.prefix(32).map(
                Character.init))
        return kept.isEmpty ? "host" : kept
    }

    /// A read-only folder and a full file system, which need a private mount namespace when the tests run as root.
    static let mounted: [Scenario] = [
        Scenario(name: "extract -o a read-only folder", exit: 3) { sandbox in
            try sandbox.write("out/ios-purchase.zh.json", "old\n")
            let run = try sandbox.runInMountNamespace(
                prelude: "mount --bind out out; mount -o remount,bind,ro out", ["extract", "zh/ios-purchase.md", "-o", "out"],
                postlude: "cat out/ios-purchase.zh.json >&2; ls -A out >&2")
            #expect(run.standardError == "out/ios-purchase.zh.json: cannot be written: read-only file system\nold\nios-purchase.zh.json\n")
            return run
        },
        Scenario(name: "extract -o a full file system (a 64 KiB tmpfs)", exit: 3) { sandbox in
            try FileManager.default.createDirectory(atPath: sandbox.path("out"), withIntermediateDirectories: true)
            let run = try sandbox.runInMountNamespace(
                prelude:
                    """
                    mount -t tmpfs -o size=64k tmpfs out; printf 'old\\n' > out/ios-purchase.zh.json; head -c 1048576 /dev/zero > out/filler \
                    2>/dev/null || true
                    """,
                ["extract", "zh/ios-purchase.md", "-o", "out"], postlude: "cat out/ios-purchase.zh.json >&2; ls -A out >&2")
            #expect(run.standardError == "out/ios-purchase.zh.json: cannot be written: no space left on device\nold\nfiller\nios-purchase.zh.json\n")
            return run
        },
    ]
}
