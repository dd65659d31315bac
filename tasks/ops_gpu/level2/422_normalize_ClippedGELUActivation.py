"""F.normalize -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 670, transformers#2, dim 0 x3823)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """F.normalize -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = F.normalize(x)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(15292, 32, 32, 32)]


def get_init_inputs():
    return []
