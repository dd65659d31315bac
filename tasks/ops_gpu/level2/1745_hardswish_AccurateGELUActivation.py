"""F.hardswish -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 2762, transformers#2, dim 0 x854)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """F.hardswish -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = F.hardswish(x)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(218624, 512)]


def get_init_inputs():
    return []
