"""ELU -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 6887, transformers#2, dim 0 x1546)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """ELU -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = self.elu_0(x)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(395776, 512)]


def get_init_inputs():
    return []
