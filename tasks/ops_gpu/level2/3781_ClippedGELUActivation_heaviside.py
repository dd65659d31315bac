"""hf.ClippedGELUActivation -> torch.heaviside: synthesised by warpgym synth (seed 7, index 5933, transformers#2, dim 0 x1020)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """hf.ClippedGELUActivation -> torch.heaviside"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_0 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x, x1):
        x = self.clippedgeluactivation_0(x)
        x = torch.heaviside(x, x1)
        return x


def get_inputs():
    return [torch.randn(8160, 256, 128), torch.randn(8160, 256, 128)]


def get_init_inputs():
    return []
