"""hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 3202, transformers#1, dim 0 x1587)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()

    def forward(self, x):
        x = self.xieluactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(12696, 16, 32, 32)]


def get_init_inputs():
    return []
