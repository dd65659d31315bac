"""torch.erf -> torch.fix -> hf.GELUActivation -> SELU -> F.normalize: synthesised by warpgym synth (seed 7, index 4142, transformers#5, dim 0 x779)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """torch.erf -> torch.fix -> hf.GELUActivation -> SELU -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.geluactivation_2 = GELUActivation()
        self.selu_3 = nn.SELU()

    def forward(self, x):
        x = torch.erf(x)
        x = torch.fix(x)
        x = self.geluactivation_2(x)
        x = self.selu_3(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(12464, 32, 16, 16)]


def get_init_inputs():
    return []
