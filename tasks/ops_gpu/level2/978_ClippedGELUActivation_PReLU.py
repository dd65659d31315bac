"""hf.ClippedGELUActivation -> PReLU: synthesised by warpgym synth (seed 7, index 1593, transformers#2, dim 0 x3170)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """hf.ClippedGELUActivation -> PReLU"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_0 = ClippedGELUActivation(max=10, min=-10)
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = self.clippedgeluactivation_0(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(6340, 8, 8, 16, 16)]


def get_init_inputs():
    return []
