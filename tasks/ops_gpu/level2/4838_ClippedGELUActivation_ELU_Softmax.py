"""hf.ClippedGELUActivation -> ELU -> Softmax: synthesised by warpgym synth (seed 9, index 173, transformers#3, dim 0 x1726)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """hf.ClippedGELUActivation -> ELU -> Softmax"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_0 = ClippedGELUActivation(max=10, min=-10)
        self.elu_1 = nn.ELU()
        self.softmax_2 = nn.Softmax()

    def forward(self, x):
        x = self.clippedgeluactivation_0(x)
        x = self.elu_1(x)
        x = self.softmax_2(x)
        return x


def get_inputs():
    return [torch.randn(27616, 32, 16, 16)]


def get_init_inputs():
    return []
