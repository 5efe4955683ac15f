import Injection
import SpecKit

final class Customer {}

final class Employee {
    let customer: Customer
    let lazyCustomer: Lazy<Customer>
    let providedCustomer: Provider<Customer>
    var employer: Employer?

    init(customer: Customer, lazyCustomer: Lazy<Customer>, providedCustomer: Provider<Customer>) {
        self.customer = customer
        self.lazyCustomer = lazyCustomer
        self.providedCustomer = providedCustomer
    }
}

final class Employer {
    let customer: Customer
    let lazyCustomer: Lazy<Customer>
    let employee: Employee
    let lazyEmployee: Lazy<Employee>
    let providedEmployee: Provider<Employee>

    init(customer: Customer, lazyCustomer: Lazy<Customer>, employee: Employee, lazyEmployee: Lazy<Employee>, providedEmployee: Provider<Employee>) {
        self.customer = customer
        self.lazyCustomer = lazyCustomer
        self.employee = employee
        self.lazyEmployee = lazyEmployee
        self.providedEmployee = providedEmployee
    }
}

func registerEmployment(_ container: Container, scope: ObjectScope) {
    container.register(Customer.self) { _ in Customer() }.inObjectScope(scope)
    container.register(Employee.self) { r in
        Employee(
            customer: r.resolve(Customer.self)!,
            lazyCustomer: r.resolve(Lazy<Customer>.self)!,
            providedCustomer: r.resolve(Provider<Customer>.self)!
        )
    }.initCompleted { r, employee in
        if scope !== ObjectScope.transient { employee.employer = r.resolve(Employer.self) }
    }.inObjectScope(scope)
    container.register(Employer.self) { r in
        Employer(
            customer: r.resolve(Customer.self)!,
            lazyCustomer: r.resolve(Lazy<Customer>.self)!,
            employee: r.resolve(Employee.self)!,
            lazyEmployee: r.resolve(Lazy<Employee>.self)!,
            providedEmployee: r.resolve(Provider<Employee>.self)!
        )
    }.inObjectScope(scope)
}

final class LazySpec: Spec {
    override func spec() {
        describe("Lazy") {
            var container = Container()
            beforeEach { container = Container() }

            it("resolves the instance on first access only, then keeps it") {
                let made = Counter()
                container.register((any Animal).self) { _ in
                    made.bump()
                    return Dog()
                }
                let lazy = container.resolve(Lazy<any Animal>.self)
                expect(made.value) == 0
                expect(lazy?.instance).to(beAKindOf(Dog.self))
                _ = lazy?.instance
                expect(made.value) == 1
            }

            it("is nil when the service is not registered, or not under that name") {
                container.register(Dog.self, name: "Hachi") { _ in Dog() }
                expect(container.resolve(Lazy<any Animal>.self)).to(beNil())
                expect(container.resolve(Lazy<Dog>.self, name: "Hachi")).toNot(beNil())
                expect(container.resolve(Lazy<Dog>.self, name: "Mimi")).to(beNil())
            }

            it("resolves with arguments and through forwarded types") {
                container.register(Dog.self) { (_, name: String, _: Int) in Dog(name: name) }
                container.register(Cat.self) { _ in Cat() }.implements((any Animal).self)
                expect(container.resolve(Lazy<Dog>.self, arguments: "Hachi", 42)?.instance.name) == "Hachi"
                expect(container.resolve(Lazy<any Animal>.self)).toNot(beNil())
            }

            it("shares graph-scoped instances with the graph it was made in") {
                registerEmployment(container, scope: .graph)
                let employer = container.resolve(Employer.self)
                expect(employer?.lazyCustomer.instance).to(beIdenticalTo(employer?.customer))
                expect(employer?.employee.lazyCustomer.instance).to(beIdenticalTo(employer?.customer))
                expect(employer?.lazyEmployee.instance.employer).to(beIdenticalTo(employer))
            }

            it("makes new transient instances") {
                registerEmployment(container, scope: .transient)
                let employer = container.resolve(Employer.self)
                expect(employer?.lazyCustomer.instance).toNot(beIdenticalTo(employer?.customer))
            }

            it("shares container-scoped instances") {
                registerEmployment(container, scope: .container)
                let employer = container.resolve(Employer.self)
                expect(employer?.lazyCustomer.instance).to(beIdenticalTo(employer?.customer))
            }

            it("resolves circular dependencies when resolved lazily") {
                registerEmployment(container, scope: .graph)
                expect(container.resolve(Lazy<Employee>.self)?.instance.employer).toNot(beNil())
            }

            it("reports a released container instead of resolving") {
                var lazy: Lazy<Dog>?
                do {
                    let shortLived = Container()
                    shortLived.register(Dog.self) { _ in Dog() }
                    lazy = shortLived.resolve(Lazy<Dog>.self)
                }
                expect { try lazy?.resolvedInstance() }.to(
                    throwError { error in
                        expect("\(error)").to(contain("was released"))
                    }
                )
            }
        }

        describe("Provider") {
            var container = Container()
            beforeEach { container = Container() }

            it("resolves a new instance on every access") {
                let made = Counter()
                container.register((any Animal).self) { _ in
                    made.bump()
                    return Dog()
                }
                let provider = container.resolve(Provider<any Animal>.self)
                expect(made.value) == 0
                _ = provider?.instance
                _ = provider?.instance
                expect(made.value) == 2
            }

            it("is nil when the service is not registered") {
                expect(container.resolve(Provider<any Animal>.self)).to(beNil())
            }

            it("gives the single instance of a container-scoped service") {
                registerEmployment(container, scope: .container)
                let employer = container.resolve(Employer.self)
                expect(employer?.providedEmployee.instance).to(beIdenticalTo(employer?.providedEmployee.instance))
            }

            it("gives graph-scoped instances of a new graph") {
                registerEmployment(container, scope: .graph)
                let employer = container.resolve(Employer.self)
                expect(employer?.providedEmployee.instance).toNot(beIdenticalTo(employer?.providedEmployee.instance))
                expect(employer?.providedEmployee.instance.employer).toNot(beIdenticalTo(employer))
            }

            it("resolves with names and arguments") {
                container.register(Dog.self, name: "Hachi") { (_, name: String) in Dog(name: name) }
                expect(container.resolve(Provider<Dog>.self, name: "Hachi", argument: "Rex")?.instance.name) == "Rex"
            }
        }
    }
}
