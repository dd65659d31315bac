"""hf.GELUActivation: synthesised by warpgym synth (seed 7, index 1814, transformers#1, dim 0 x3317)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()

    def forward(self, x):
        x = self.geluactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(26536, 64, 16, 16)]


def get_init_inputs():
    return []
