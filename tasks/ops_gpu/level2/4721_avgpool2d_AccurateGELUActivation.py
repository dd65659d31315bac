"""F.avg_pool2d -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 9, index 4, transformers#2, dim 0 x3416)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """F.avg_pool2d -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = F.avg_pool2d(x, 3)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(27328, 16, 32, 32)]


def get_init_inputs():
    return []
