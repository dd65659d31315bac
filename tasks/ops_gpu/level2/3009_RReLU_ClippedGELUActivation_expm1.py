"""RReLU -> hf.ClippedGELUActivation -> torch.expm1: synthesised by warpgym synth (seed 7, index 4755, transformers#3, dim 0 x2108)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """RReLU -> hf.ClippedGELUActivation -> torch.expm1"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = self.rrelu_0(x)
        x = self.clippedgeluactivation_1(x)
        x = torch.expm1(x)
        return x


def get_inputs():
    return [torch.randn(539648, 256)]


def get_init_inputs():
    return []
