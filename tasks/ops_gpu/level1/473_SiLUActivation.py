"""hf.SiLUActivation: synthesised by warpgym synth (seed 8, index 281, transformers#1, dim 0 x6587)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x):
        x = self.siluactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(26348, 16, 8, 8, 8)]


def get_init_inputs():
    return []
