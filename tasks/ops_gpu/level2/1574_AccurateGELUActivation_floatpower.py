"""hf.AccurateGELUActivation -> torch.float_power: synthesised by warpgym synth (seed 7, index 2507, transformers#2, dim 0 x1732)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> torch.float_power"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = torch.float_power(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(443392, 256)]


def get_init_inputs():
    return []
