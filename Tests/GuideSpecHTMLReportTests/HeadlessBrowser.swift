import Foundation
import GuideSpecTestSupport

/// Chromium run headless on a local file, with no network: the DOM after the page's scripts ran, or a screenshot.
///
/// `GUIDESPEC_BROWSER` names the program; otherwise the first of `chromium-headless-shell`, `chromium`,
/// `google-chrome` on `PATH` (scripts/bootstrap installs Debian's chromium-headless-shell where it can).
struct HeadlessBrowser {
    let executable: URL

    /// The browser of this machine, or nil when there is none (the browser tests are then skipped).
    static let installed: HeadlessBrowser? = {
        let environment = ProcessInfo.processInfo.environment
        if let named = environment["GUIDESPEC_BROWSER"], !named.isEmpty { return HeadlessBrowser(executable: URL(fileURLWithPath: named)) }
        let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        for name in ["chromium-headless-shell", "chromium", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return HeadlessBrowser(executable: URL(fileURLWithPath: folder + "/" + name))
            }
        }
        return nil
    }()

    /// Whether a browser is installed.
    static var available: Bool { installed != nil }

    /// Why a browser run failed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The serialized DOM of `url` once it has loaded and its scripts ran.
    func dom(of url: URL) throws -> String {
        try dom(ofAddress: url.absoluteString)
    }

    /// The serialized DOM of the page at `address` as written, even where `URL` would refuse it (a fragment such as `%zz`).
    func dom(ofAddress address: String) throws -> String {
        try run(["--dump-dom", address])
    }

    /// A PNG of `url` (a file, with its query and fragment) in a `width`×`height` window.
    ///
    /// The page is shown in a frame filling a wrapper page, because headless Chromium paints nothing when the page it
    /// screenshots has scrolled itself to a fragment; the frame scrolls, the wrapper does not.
    func screenshot(of url: URL, to png: URL, width: Int, height: Int) throws {
        try? FileManager.default.removeItem(at: png)
        let wrapper = url.deletingLastPathComponent().appendingPathComponent("screenshot-\(UUID().uuidString).html")
        let page =
            "<!DOCTYPE html><html><body style=\"margin:0\"><iframe src=\"\(url.absoluteString)\" "
            + "style=\"border:0;display:block;width:100vw;height:100vh\"></iframe></body></html>"
        try Data(page.utf8).write(to: wrapper)
        defer { try? FileManager.default.removeItem(at: wrapper) }
        _ = try run(["--screenshot=\(png.path)", "--window-size=\(width),\(height)", "--hide-scrollbars", wrapper.absoluteString])
        guard FileManager.default.fileExists(atPath: png.path) else { throw Failure(description: "no screenshot written to \(png.path)") }
    }

    /// Runs the browser with a fresh profile and every host name unresolvable; its standard output, or a failure
    /// after `timeout` seconds.
    private func run(_ arguments: [String], timeout: Double = 120) throws -> String {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("stdout")
        let errors = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                "--allow-file-access-from-files", "--host-resolver-rules=MAP * ~NOTFOUND",
                "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
            ] + arguments
        // Files, not pipes: a DOM of several megabytes would fill a pipe that nobody reads until the process ends.
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Failure(description: "\(executable.lastPathComponent) did not finish within \(Int(timeout)) s")
        }
        guard process.terminationStatus == 0 else {
            let log = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw Failure(description: "\(executable.lastPathComponent) exited with \(process.terminationStatus): \(log.suffix(2000))")
        }
        return try String(contentsOf: output, encoding: .utf8)
    }

    /// Where the browser tests leave their screenshots for people to look at: `.build/report-browser-tests/`.
    static let screenshotFolder: URL = {
        let folder = Paths.packageRoot.appendingPathComponent(".build/report-browser-tests")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()
}
