"""hf.GELUActivation -> torch.erf -> F.softsign -> F.relu: synthesised by warpgym synth (seed 7, index 1507, transformers#4, dim 0 x586)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> torch.erf -> F.softsign -> F.relu"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = torch.erf(x)
        x = F.softsign(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(9376, 32, 16, 16)]


def get_init_inputs():
    return []
