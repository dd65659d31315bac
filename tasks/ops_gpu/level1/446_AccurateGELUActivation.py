"""hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 6737, transformers#1, dim 0 x5405)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(345920, 1024)]


def get_init_inputs():
    return []
