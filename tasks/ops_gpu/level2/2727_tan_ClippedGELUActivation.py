"""torch.tan -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 4305, transformers#2, dim 0 x2003)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """torch.tan -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = torch.tan(x)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(32048, 64, 128)]


def get_init_inputs():
    return []
