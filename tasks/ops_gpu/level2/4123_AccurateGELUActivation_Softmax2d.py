"""hf.AccurateGELUActivation -> Softmax2d: synthesised by warpgym synth (seed 7, index 6481, transformers#2, dim 0 x241)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> Softmax2d"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()
        self.softmax2d_1 = nn.Softmax2d()

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = self.softmax2d_1(x)
        return x


def get_inputs():
    return [torch.randn(964, 32, 32, 32)]


def get_init_inputs():
    return []
