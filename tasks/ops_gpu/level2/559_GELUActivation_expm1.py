"""hf.GELUActivation -> torch.expm1: synthesised by warpgym synth (seed 7, index 907, transformers#2, dim 0 x3556)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> torch.expm1"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = torch.expm1(x)
        return x


def get_inputs():
    return [torch.randn(910336, 512)]


def get_init_inputs():
    return []
