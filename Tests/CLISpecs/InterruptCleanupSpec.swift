import CLI
import Platform
import SpecKit

/// The Ctrl-C handler the spinner installs on a real terminal.
final class InterruptCleanupSpec: Spec {
    override func spec() {
        describe("InterruptCleanup") {
            it("is installed while any spinner needs it and removed after the last") {
                let before = InterruptCleanup.isInstalled
                InterruptCleanup.install()
                InterruptCleanup.install()
                expect(InterruptCleanup.isInstalled) == true
                InterruptCleanup.uninstall()
                expect(InterruptCleanup.isInstalled) == true
                InterruptCleanup.uninstall()
                expect(InterruptCleanup.isInstalled) == before
            }
            it("ignores an uninstall without an install") {
                InterruptCleanup.uninstall()
                expect(InterruptCleanup.isInstalled) == false
            }
            it("is not installed by a spinner on an output that is not the process's terminal") {
                let output = BufferedOutput(isTerminal: true)
                let installed = await ProgressSpinner(output: output, delay: .zero, interval: .milliseconds(1)).run("Working") {
                    try? await Task.sleep(for: .milliseconds(20))
                    return InterruptCleanup.isInstalled
                }
                expect(installed) == false
            }
        }
    }
}
