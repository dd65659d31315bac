"""hf.SiLUActivation -> Hardshrink: synthesised by warpgym synth (seed 7, index 5209, transformers#2, dim 0 x3403)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(217792, 1024)]


def get_init_inputs():
    return []
