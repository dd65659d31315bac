"""SELU -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 6316, transformers#2, dim 0 x359)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """SELU -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.selu_0(x)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(91904, 256)]


def get_init_inputs():
    return []
