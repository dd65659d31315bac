"""hf.SiLUActivation -> torch.cumprod -> torch.flipud: synthesised by warpgym synth (seed 7, index 6247, transformers#3, dim 0 x3385)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> torch.cumprod -> torch.flipud"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = torch.cumprod(x, -1)
        x = torch.flipud(x)
        return x


def get_inputs():
    return [torch.randn(216640, 1024)]


def get_init_inputs():
    return []
