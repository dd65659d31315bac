"""GELU -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 3634, transformers#2, dim 0 x866)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """GELU -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.xieluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(6928, 64, 16, 16)]


def get_init_inputs():
    return []
