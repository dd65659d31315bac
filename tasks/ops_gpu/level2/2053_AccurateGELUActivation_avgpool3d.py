"""hf.AccurateGELUActivation -> F.avg_pool3d: synthesised by warpgym synth (seed 7, index 3235, transformers#2, dim 0 x2325)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> F.avg_pool3d"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = F.avg_pool3d(x, 3)
        return x


def get_inputs():
    return [torch.randn(37200, 32, 16, 16)]


def get_init_inputs():
    return []
