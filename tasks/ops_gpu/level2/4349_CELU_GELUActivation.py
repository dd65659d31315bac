"""CELU -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 6828, transformers#2, dim 0 x3612)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """CELU -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = self.celu_0(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(28896, 16, 32, 32)]


def get_init_inputs():
    return []
