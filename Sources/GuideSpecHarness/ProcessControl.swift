import GuideSpecCProcessControl

/// The two process-wide controls the harness needs from C: reaping orphans, and turning termination signals into bytes on a pipe.
enum ProcessControl {
    /// Makes this process the parent of every orphaned descendant (Linux), once; where unsupported, orphans go to init as usual.
    static let becomeChildSubreaper: Void = { _ = guidespec_become_child_subreaper() }()

    /// Catches SIGINT, SIGTERM and SIGHUP from now on, writing each one's number as a byte to `descriptor`; false when it cannot.
    static func forwardTerminationSignals(to descriptor: Int32) -> Bool {
        guidespec_forward_termination_signals(descriptor) == 0
    }
}
