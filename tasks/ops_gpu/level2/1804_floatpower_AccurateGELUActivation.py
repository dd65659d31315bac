"""torch.float_power -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 2863, transformers#2, dim 0 x213)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """torch.float_power -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(852, 32, 32, 32)]


def get_init_inputs():
    return []
