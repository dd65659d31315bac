"""torch.min -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 8, index 313, transformers#2, dim 0 x2080)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """torch.min -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x, x1):
        x = torch.min(x, x1)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(133120, 1024), torch.randn(133120, 1024)]


def get_init_inputs():
    return []
