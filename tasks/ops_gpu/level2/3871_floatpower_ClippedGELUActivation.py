"""torch.float_power -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 6100, transformers#2, dim 0 x798)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """torch.float_power -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(6384, 64, 16, 16)]


def get_init_inputs():
    return []
