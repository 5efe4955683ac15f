import Injection
import SpecKit
