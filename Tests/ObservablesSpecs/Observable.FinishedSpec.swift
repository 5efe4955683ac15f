import Observables
import SpecKit

final class ObservableFinishedSpec: Spec {
    override func spec() {
        describe("Observable.finished") {
            context("when the state has already finished") {
                it("returns it at once, without binding") {
                    let state = Observable<ViewState<Int>>(.success(7))
                    let finished = await state.finished()
                    expect(finished) == .success(7)
                    expect(state.observerCount) == 0
                }
                it("returns a failure with its error") {
                    let state = Observable<ViewState<Int>>(.failure(FinishedErrorStub.offline))
                    let finished = await state.finished()
                    expect(finished.failure as? FinishedErrorStub) == .offline
                }
            }
            context("when the state is still loading") {
                it("waits for the first finished state, then unbinds") {
                    let state = Observable<ViewState<Int>>(.loading)
                    Task {
                        // Once the wait has bound, so that it sees every value.
                        while state.observerCount == 0 { await Task.yield() }
                        state.value = .loading
                        state.value = .success(3)
                        state.value = .success(4)
                    }
                    let finished = await state.finished()
                    expect(finished) == .success(3)
                    expect(state.observerCount) == 0
                }
                it("ends with the state at that moment when the waiting task is cancelled") {
                    let state = Observable<ViewState<Int>>(.loading)
                    let waiting = Task { await state.finished() }
                    waiting.cancel()
                    let finished = await waiting.value
                    expect(finished) == .loading
                    expect(state.observerCount) == 0
                }
            }
        }
    }
}

enum FinishedErrorStub: Error, Equatable {
    case offline
}
