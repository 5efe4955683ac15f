import SpecKit
