"""torch.pinverse -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 708, transformers#2, dim 0 x3875)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """torch.pinverse -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = torch.pinverse(x)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(248000, 1024)]


def get_init_inputs():
    return []
