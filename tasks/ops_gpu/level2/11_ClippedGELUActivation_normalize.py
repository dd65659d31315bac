"""hf.ClippedGELUActivation -> F.normalize: synthesised by warpgym synth (seed 7, index 16, transformers#2, dim 0 x2327)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """hf.ClippedGELUActivation -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_0 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = self.clippedgeluactivation_0(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(37232, 64, 128)]


def get_init_inputs():
    return []
