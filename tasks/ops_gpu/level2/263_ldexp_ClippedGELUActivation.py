"""torch.ldexp -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 404, transformers#2, dim 0 x1257)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """torch.ldexp -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x, x1):
        x = torch.ldexp(x, x1)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(10056, 256, 128), torch.randn(10056, 256, 128)]


def get_init_inputs():
    return []
