import Observables
import Platform
import SpecKit

final class ViewStateSpec: Spec {
    override func spec() {
        describe("ViewState") {
            context("when a presenter loads through an observable") {
                it("goes from idle to loading to success, and the view sees each state") {
                    let state = Observable<ViewState<Int>>(.idle)
                    let shown = LockedValue<[ViewState<Int>]>([])
                    let token = state.bind { value in shown.update { $0.append(value) } }
                    state.value = .loading
                    state.value = .success(7)
                    expect(shown.value) == [.idle, .loading, .success(7)]
                    token.unbind()
                }
                it("goes from loading to failure with the error as it was published") {
                    let state = Observable<ViewState<Int>>(.loading)
                    state.value = .failure(ViewStateErrorStub.offline)
                    expect(state.value.failure as? ViewStateErrorStub) == .offline
                    expect(state.value.isFinished).to(beTrue())
                }
            }

            context("when made from a result") {
                it("is success for a success") {
                    expect(ViewState<Int>(.success(3))) == .success(3)
                }
                it("is failure with the error itself for a failure") {
                    let state = ViewState<Int>(.failure(ViewStateErrorStub.offline))
                    expect(state.failure as? ViewStateErrorStub) == .offline
                }
            }

            it("tells what it holds") {
                expect(ViewState<Int>.idle.value).to(beNil())
                expect(ViewState<Int>.success(2).value) == 2
                expect(ViewState<Int>.loading.isLoading).to(beTrue())
                expect(ViewState<Int>.success(2).isLoading).to(beFalse())
                expect(ViewState<Int>.idle.isFinished).to(beFalse())
                expect(ViewState<Int>.loading.isFinished).to(beFalse())
                expect(ViewState<Int>.success(2).isFinished).to(beTrue())
                expect(ViewState<Int>.success(2).failure).to(beNil())
            }

            it("maps the content and keeps the other states") {
                expect(ViewState.success(21).map { "\($0) °C" }) == .success("21 °C")
                expect(ViewState<Int>.loading.map { "\($0)" }) == .loading
                expect(ViewState<Int>.idle.map { "\($0)" }) == .idle
                expect(ViewState<Int>.failure(ViewStateErrorStub.timeout).map { "\($0)" }) == .failure(ViewStateErrorStub.timeout)
            }

            context("when compared") {
                it("is equal for the same state with equal content") {
                    expect(ViewState<Int>.idle) == .idle
                    expect(ViewState<Int>.loading) == .loading
                    expect(ViewState.success(2)) == .success(2)
                    expect(ViewState.success(2)) != .success(3)
                    expect(ViewState<Int>.idle) != .loading
                    expect(ViewState<Int>.loading) != .success(2)
                }
                it("is equal for failures whose errors have one type and one description") {
                    expect(ViewState<Int>.failure(ViewStateErrorStub.offline)) == .failure(ViewStateErrorStub.offline)
                    expect(ViewState<Int>.failure(ViewStateErrorStub.offline)) != .failure(ViewStateErrorStub.timeout)
                    expect(ViewState<Int>.failure(ViewStateErrorStub.offline)) != .failure(OtherViewStateErrorStub.offline)
                    expect(ViewState<Int>.failure(ViewStateErrorStub.offline)) != .success(1)
                }
            }
        }
    }
}

enum ViewStateErrorStub: Error, Equatable {
    case offline, timeout
}

/// An error that describes itself as `ViewStateErrorStub` does, of another type.
enum OtherViewStateErrorStub: Error {
    case offline
}
