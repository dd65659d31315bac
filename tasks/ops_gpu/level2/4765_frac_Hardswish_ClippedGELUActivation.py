"""torch.frac -> Hardswish -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 9, index 62, transformers#3, dim 0 x599)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """torch.frac -> Hardswish -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.hardswish_1 = nn.Hardswish()
        self.clippedgeluactivation_2 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = torch.frac(x)
        x = self.hardswish_1(x)
        x = self.clippedgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(4792, 16, 32, 32)]


def get_init_inputs():
    return []
